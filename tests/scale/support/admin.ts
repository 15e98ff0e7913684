import { expect, type APIRequestContext } from '@playwright/test';
import { generate } from 'otplib';

import { admin } from './cluster';

/** Codes already used in this run (the server accepts each once); the next unused one is sent. */
let lastStep = 0;

async function nextCode(): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return generate({ secret: admin.totpSecret, epoch: step * 30 });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 50));
  }
}

/** Signs in to the REST API of the instance at `base` (password and authenticator code); returns the Authorization header. */
export async function adminAuth(request: APIRequestContext, base: string): Promise<Record<string, string>> {
  const { username, password } = admin;
  const response = await request.post(`${base}/api/users/login`, {
    data: { username, password, code: await nextCode() },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `JWT ${token}` };
}
