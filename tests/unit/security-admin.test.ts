import { createClient } from '@libsql/client';
import { LockedAuth } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';

let env: PayloadTestEnv;

beforeAll(async () => {
  env = await createPayloadTestEnv('security-admin');
});

afterAll(async () => {
  await env?.cleanup();
});

const staff = (username: string, password: string) => ({
  username,
  email: `${username}@sabaisms.test`,
  password,
  roles: ['editor' as const],
});

describe('staff accounts', () => {
  it('refuses a password shorter than 12 characters on create and on update', async () => {
    const tooShort = { data: { errors: [{ path: 'password', message: expect.stringContaining('12') }] } };
    await expect(
      env.payload.create({ collection: 'users', data: staff('shorty', 'elevenchars') }),
    ).rejects.toMatchObject(tooShort);
    const user = await env.payload.create({ collection: 'users', data: staff('longer', 'twelve-chars') });
    await expect(
      env.payload.update({ collection: 'users', id: user.id, data: { password: 'short-pass' } }),
    ).rejects.toMatchObject(tooShort);
  });

  it('stores passwords as PBKDF2-SHA256 with 600,000 iterations (OWASP guidance)', async () => {
    await env.payload.create({ collection: 'users', data: staff('hashcheck', 'a-long-enough-password') });
    const db = createClient({ url: process.env.DATABASE_URI ?? '' });
    const { rows } = await db.execute({ sql: 'select hash from users where username = ?', args: ['hashcheck'] });
    db.close();
    expect(String(rows[0]?.hash)).toMatch(/^pbkdf2-sha256-v1:[0-9a-f]{64}$/);
  });

  it('locks an account after five wrong passwords, even for the right one', async () => {
    await env.payload.create({ collection: 'users', data: staff('lockme', 'the-right-password') });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(
        env.payload.login({ collection: 'users', data: { username: 'lockme', password: 'a-wrong-password' } }),
      ).rejects.toThrow();
    }
    await expect(
      env.payload.login({ collection: 'users', data: { username: 'lockme', password: 'the-right-password' } }),
    ).rejects.toBeInstanceOf(LockedAuth);
  });

  it('never lets anyone register the first user from outside', async () => {
    const { Users } = await import('@/cms/collections/Users');
    const hook = Users.hooks?.beforeOperation?.[0];
    expect(hook).toBeDefined();
    expect(() =>
      hook!({ operation: 'create', args: {}, req: { payloadAPI: 'REST', user: null, t: (k: string) => k } } as never),
    ).toThrow();
  });
});
