import { expect, type APIRequestContext } from '@playwright/test';

import { admin } from './cluster';

/** Signs in to the REST API of the instance at `base`; returns the Authorization header. */
export async function adminAuth(request: APIRequestContext, base: string): Promise<Record<string, string>> {
  const response = await request.post(`${base}/api/users/login`, { data: admin });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `JWT ${token}` };
}
