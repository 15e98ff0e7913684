import 'server-only';

import { payloadClient } from '@/lib/content/payload';
import { redisReachable, sharedRedis } from '@/lib/server/redis.mjs';

type State = 'ok' | 'down';
const TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS).unref(),
    ),
  ]);
}

/** `SELECT 1` through the CMS's own connection (SQLite or PostgreSQL, whichever is configured). */
async function database(): Promise<State> {
  try {
    const payload = await withTimeout(payloadClient(), 'the CMS');
    // Both of Payload's SQL adapters have `execute` (drizzle's run on SQLite, execute on PostgreSQL).
    const db = payload.db as unknown as { drizzle: unknown; execute(args: { drizzle: unknown; raw: string }): unknown };
    await withTimeout(Promise.resolve(db.execute({ drizzle: db.drizzle, raw: 'SELECT 1' })), 'the database');
    return 'ok';
  } catch (error) {
    console.error(new Error('[readyz] database not reachable', { cause: error }));
    return 'down';
  }
}

/** Which shared services answer: the database always, Redis when configured. */
export async function readiness(): Promise<Record<string, State>> {
  const [db, redis] = await Promise.all([database(), sharedRedis() ? redisReachable(TIMEOUT_MS) : null]);
  return { database: db, ...(redis === null ? {} : { redis: redis ? 'ok' : 'down' }) };
}
