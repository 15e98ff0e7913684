/** "Remember me" at sign-in: a 30-day cookie or a session cookie, also after a token refresh. */
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import { userWith as newUser } from '../helpers/seeded-cms';

let env: PayloadTestEnv;
let payload: Payload;
const userWith = (role: 'admin' | 'editor' | 'support') => newUser(payload, role);

beforeAll(async () => {
  env = await createPayloadTestEnv('cms-remember-me');
  payload = env.payload;
});

afterAll(async () => {
  await env?.cleanup();
});

describe('remember me at sign-in', () => {
  async function post(path: string, cookie: string, body?: unknown) {
    const { handleEndpoints } = await import('payload');
    const config = (await import('@payload-config')).default;
    const response = await handleEndpoints({
      config,
      request: new Request(`http://localhost/api/users${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', cookie },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    });
    return {
      status: response.status,
      cookies: response.headers.getSetCookie(),
      json: (await response.json()) as { token?: string },
    };
  }
  const tokenCookie = (cookies: string[]) => cookies.find((c) => c.startsWith('payload-token='))!;

  it('remembered: a 30-day cookie, also after a token refresh', async () => {
    const user = await userWith('editor');
    const login = await post('/login', 'sabai-remember-intent=1', {
      email: user.email,
      password: 'a-long-test-password',
    });
    expect(login.status).toBe(200);
    expect(tokenCookie(login.cookies)).toMatch(/Expires=/);
    expect(login.cookies).toContainEqual(
      expect.stringMatching(/^sabai-remember=1; Max-Age=2592000; Path=\/; HttpOnly/),
    );
    const token = /payload-token=([^;]+)/.exec(tokenCookie(login.cookies))![1];
    const refreshed = await post('/refresh-token', `payload-token=${token}; sabai-remember=1`);
    expect(refreshed.status).toBe(200);
    expect(tokenCookie(refreshed.cookies)).toMatch(/Expires=/);
  });

  it('not remembered: a session cookie (no Expires/Max-Age), also after a token refresh', async () => {
    const user = await userWith('editor');
    const login = await post('/login', '', { email: user.email, password: 'a-long-test-password' });
    expect(login.status).toBe(200);
    const cookie = tokenCookie(login.cookies);
    expect(cookie).not.toMatch(/Expires=|Max-Age=/i);
    expect(cookie).toMatch(/HttpOnly/);
    expect(login.cookies).toContainEqual(expect.stringMatching(/^sabai-remember=; Max-Age=0/));
    const token = /payload-token=([^;]+)/.exec(cookie)![1];
    const refreshed = await post('/refresh-token', `payload-token=${token}`);
    expect(refreshed.status).toBe(200);
    expect(tokenCookie(refreshed.cookies)).not.toMatch(/Expires=|Max-Age=/i);
  });

  it('a failed sign-in is passed through untouched', async () => {
    const failed = await post('/login', 'sabai-remember-intent=1', {
      email: 'nobody@sabaisms.example',
      password: 'wrong-password-x',
    });
    expect(failed.status).toBe(401);
    expect(failed.cookies).toEqual([]);
  });
});
