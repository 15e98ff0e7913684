/** A Payload test environment (./payload-test-env.ts) holding the seed content, and staff accounts in it. */
import type { Payload } from 'payload';

import { createPayloadTestEnv, type PayloadTestEnv } from './payload-test-env';
import type { SeedSummary } from '@/cms/seed';

export async function createSeededCms(
  name: string,
  now: Date = new Date(),
): Promise<{ env: PayloadTestEnv; summary: SeedSummary }> {
  const env = await createPayloadTestEnv(name);
  const { seed } = await import('@/cms/seed');
  return { env, summary: await seed(env.payload, { now, env: {} }) };
}

/** A new staff account with one role (password 'a-long-test-password'). */
export async function userWith(payload: Payload, role: 'admin' | 'editor' | 'support') {
  const email = `${role}-${Math.random().toString(36).slice(2)}@sabaisms.example`;
  return payload.create({
    collection: 'users',
    data: { email, username: email.split('@')[0]!, password: 'a-long-test-password', roles: [role] },
  });
}
