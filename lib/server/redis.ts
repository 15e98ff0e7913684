import 'server-only';

import { createClient } from '@redis/client';

function connect(url: string) {
  return createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000 } });
}

/**
 * The app's one Redis connection (REDIS_URL), for the shared contact rate limit and /readyz; null without
 * REDIS_URL. Created on first use and kept on globalThis, since route handlers, server actions and
 * instrumentation are separate bundles. No offline queue: while Redis is down a command fails at once
 * (callers fall back) instead of waiting for the reconnection. Errors are logged once per outage.
 */
export type SharedRedis = ReturnType<typeof connect>;

const shared = globalThis as { __sabaiRedis?: SharedRedis | null; __sabaiRedisFirst?: Promise<void> };

export function sharedRedis(): SharedRedis | null {
  if (shared.__sabaiRedis !== undefined) return shared.__sabaiRedis;
  const url = process.env.REDIS_URL;
  if (!url) return (shared.__sabaiRedis = null);
  const client = connect(url);
  let down = false;
  client.on('error', (error: unknown) => {
    if (down) return;
    down = true;
    console.error(new Error('[redis] unreachable; rate limit falls back to memory', { cause: error }));
  });
  client.on('ready', () => {
    if (down) console.info('[redis] reachable again');
    down = false;
  });
  const connecting = client
    .connect()
    .then(() => undefined)
    .catch((error: unknown) => console.error(new Error('[redis] gave up connecting', { cause: error })));
  // The first attempt, or 1 s: what callers wait for before their first command (see sharedRedisReady).
  shared.__sabaiRedisFirst = Promise.race([
    connecting,
    new Promise<void>((resolve) => setTimeout(resolve, 1000).unref()),
  ]);
  return (shared.__sabaiRedis = client);
}

/**
 * The shared connection once its first connection attempt is over (at most 1 s): a caller that would fall
 * back to memory while Redis is not ready must not do so merely because the process has just started.
 */
export async function sharedRedisReady(): Promise<SharedRedis | null> {
  const client = sharedRedis();
  await shared.__sabaiRedisFirst;
  return client;
}

/** Whether Redis answers a PING within `timeoutMs`; true when none is configured. */
export async function redisReachable(timeoutMs = 1000): Promise<boolean> {
  const client = sharedRedis();
  if (!client) return true;
  if (!client.isReady) return false;
  try {
    await client.withAbortSignal(AbortSignal.timeout(timeoutMs)).ping();
    return true;
  } catch (error) {
    console.error(new Error('[redis] PING failed', { cause: error }));
    return false;
  }
}
