// The app's one Redis connection (REDIS_URL): Next's page and data cache (./cache-handler.mjs), the
// contact rate limit (lib/contact/rate-limit.ts), /readyz (./readiness.ts), and the expiry of shared
// cache entries after a publish (./shared-cache.ts). Plain ESM with JSDoc, because Next loads the cache
// handler with Node's own loader, outside the app's bundles; the client lives on globalThis so that the
// handler and every bundle of the same process use one connection.
//
// No offline queue: while Redis is down a command fails at once (callers fall back: local page cache,
// memory rate limit, replay of expiries) instead of waiting for the reconnection. The client reconnects by
// itself at most a second apart, so a returning Redis is in use again within about a second.
import { createClient } from '@redis/client';

/** Longest pause between two reconnection attempts (ms). */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * A client with the app's settings, not connected yet (tests use it for a second "instance").
 * @param {string} url
 */
export function redisClient(url) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2000,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
}

/** @typedef {ReturnType<typeof redisClient>} SharedRedis */

/**
 * @type {typeof globalThis & {
 *   __sabaiRedis?: SharedRedis | null;
 *   __sabaiRedisConnecting?: Promise<void>;
 *   __sabaiRedisReady?: Set<() => void>;
 * }}
 */
const shared = globalThis;
const readyListeners = (shared.__sabaiRedisReady ??= new Set());

/**
 * The shared connection, or null without REDIS_URL. Created on first use; errors are logged once per
 * outage.
 * @returns {SharedRedis | null}
 */
export function sharedRedis() {
  if (shared.__sabaiRedis !== undefined) return shared.__sabaiRedis;
  const url = process.env.REDIS_URL;
  if (!url) return (shared.__sabaiRedis = null);
  const client = redisClient(url);
  let down = false;
  client.on('error', (/** @type {unknown} */ error) => {
    if (down) return;
    down = true;
    console.error(
      new Error('[redis] unreachable: local page cache, rate limit in memory, publishes replayed on return', {
        cause: error,
      }),
    );
  });
  client.on('ready', () => {
    if (down) console.info('[redis] reachable again');
    down = false;
    for (const listener of readyListeners) listener();
  });
  shared.__sabaiRedisConnecting = client
    .connect()
    .then(() => undefined)
    .catch((/** @type {unknown} */ error) => console.error(new Error('[redis] gave up connecting', { cause: error })));
  return (shared.__sabaiRedis = client);
}

/**
 * The shared connection once its first connection attempt is over, waiting at most `waitMs`: a caller
 * that would fall back while Redis is not ready must not do so merely because the process has just
 * started. The client keeps trying in the background afterwards.
 * @param {number} [waitMs]
 * @returns {Promise<SharedRedis | null>}
 */
export async function sharedRedisReady(waitMs = 1000) {
  const client = sharedRedis();
  if (client && !client.isReady) {
    await Promise.race([shared.__sabaiRedisConnecting, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
  }
  return client;
}

/**
 * Calls `listener` each time the shared connection becomes ready (after its first connection and after
 * every outage).
 * @param {() => void} listener
 */
export function onRedisReady(listener) {
  readyListeners.add(listener);
}

/**
 * Whether Redis answers a PING within `timeoutMs`; true when none is configured.
 * @param {number} [timeoutMs]
 */
export async function redisReachable(timeoutMs = 1000) {
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
