import type { APIRequestContext } from '@playwright/test';

import { testEnv } from './env';

/** Signs in to Payload's REST API as the test admin and returns the Authorization header. */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/users/login', {
    data: { username: testEnv.admin.username, password: testEnv.admin.password },
  });
  if (!response.ok()) throw new Error(`Admin login failed: ${response.status()} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `JWT ${token}` };
}
