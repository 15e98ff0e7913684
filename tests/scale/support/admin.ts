import { expect, type APIRequestContext } from '@playwright/test';

import { freshCodeIn, usedStepsFile } from '../../e2e/support/totp';
import { admin, cluster } from './cluster';

/** Signs in to the REST API of the instance at `base` (password and authenticator code); returns the Authorization header. */
export async function adminAuth(request: APIRequestContext, base: string): Promise<Record<string, string>> {
  const { username, password } = admin;
  const response = await request.post(`${base}/api/users/login`, {
    data: { username, password, code: await freshCodeIn(usedStepsFile(`scale-${cluster.ports.a}`), admin.totpSecret) },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `JWT ${token}` };
}
