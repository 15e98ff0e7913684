/** A Payload test environment (./payload-test-env.ts) holding the seed content, and staff accounts in it. */
import type { Payload } from 'payload';

import { createPayloadTestEnv, hasSeededTemplate, keepAsTemplate, type PayloadTestEnv } from './payload-test-env';

/**
 * Without `now`: seeded with the time of the run's first such file, whose seeded database the later
 * ones copy (./payload-test-env.ts). With `now`: seeded here with that time, and never kept.
 */
export async function createSeededCms(name: string, now?: Date): Promise<{ env: PayloadTestEnv }> {
  if (!now && hasSeededTemplate()) return { env: await createPayloadTestEnv(name, 'seeded') };
  const env = await createPayloadTestEnv(name);
  const { seed } = await import('@/cms/seed');
  await seed(env.payload, { now: now ?? new Date(), env: {} });
  if (!now) await keepAsTemplate(env, 'seeded');
  return { env };
}

/** A new staff account with one role (password 'a-long-test-password'). */
export async function userWith(payload: Payload, role: 'admin' | 'editor' | 'support') {
  const email = `${role}-${Math.random().toString(36).slice(2)}@sabaisms.example`;
  return payload.create({
    collection: 'users',
    data: { email, username: email.split('@')[0]!, password: 'a-long-test-password', roles: [role] },
  });
}
