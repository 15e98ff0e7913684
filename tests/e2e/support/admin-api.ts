import type { APIRequestContext } from '@playwright/test';

import { testEnv } from './env';
import { freshCode } from './totp';

type Credentials = { username: string; password: string; totpSecret?: string };

/**
 * Signs in to Payload's REST API with a password and, when the account has one, the code of its
 * authenticator (admins must have one). Returns the sign-in answer (token, user) and its cookies.
 */
export async function signIn(request: APIRequestContext, { username, password, totpSecret }: Credentials) {
  const code = totpSecret ? await freshCode(totpSecret) : undefined;
  const response = await request.post('/api/users/login', { data: { username, password, ...(code ? { code } : {}) } });
  if (!response.ok()) throw new Error(`Sign-in of ${username} failed: ${response.status()} ${await response.text()}`);
  const body = (await response.json()) as { token: string; user: { id: number } };
  return { ...body, response, auth: { Authorization: `JWT ${body.token}` } };
}

let adminToken: Promise<string> | undefined;

/**
 * The Authorization header of the test admin. One sign-in per worker (each one costs an authenticator
 * code, and a code works once), kept while the session is valid.
 */
export async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  adminToken ??= signIn(request, testEnv.admin).then(({ token }) => token);
  const token = await adminToken.catch((error: unknown) => {
    adminToken = undefined;
    throw error;
  });
  const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } });
  if (((await me.json()) as { user: unknown }).user) return { Authorization: `JWT ${token}` };
  adminToken = undefined;
  return adminAuth(request);
}
