/**
 * The last value each content read returned, for when the source fails. A change expires pages at
 * once, so the next visitor waits for a regeneration; if the database is down just then, Next has no
 * page to fall back on (the Redis handler deletes expired entries) and would answer an error. Instead
 * the regeneration uses the read's last good value and the page is kept only briefly (./cached.ts), to
 * be made again from the source once it answers.
 *
 * Kept in this process (the most recently used MAX_ENTRIES reads) and, with REDIS_URL, in Redis too, so
 * that an instance that has never made a read itself has the value another instance read last. A
 * process writes a value to Redis once per content version (the versions of the read's tags), not at
 * every render. Keys carry the build's prefix (a value is read back only by the build whose shape it
 * has) and expire SHARED_TTL_SECONDS after the last write. Redis failing never fails a read.
 */
import { keyPrefix } from '@/lib/server/cache-handler.mjs';
import { sharedRedis } from '@/lib/server/redis.mjs';

const MAX_ENTRIES = 1000;
const SHARED_TTL_SECONDS = 30 * 24 * 3600;
const SHARED_TIMEOUT_MS = 1000;

/** `sharedStamp`: the content version of `value` that this process has put in Redis. */
type Kept = { value: unknown; version: number; sharedStamp?: string };
const kept = ((globalThis as { __sabaiLastGood?: Map<string, Kept> }).__sabaiLastGood ??= new Map());
let version = 0;
let prefix: string | undefined;
const sharedKey = (key: string) => `${(prefix ??= keyPrefix())}last-good:${key}`;

function remember(key: string, entry: Omit<Kept, 'version'>): Kept {
  const stored = { ...entry, version: ++version };
  kept.delete(key);
  kept.set(key, stored);
  const oldest = kept.keys().next().value;
  if (kept.size > MAX_ENTRIES && oldest !== undefined) kept.delete(oldest);
  return stored;
}

/**
 * Notes a read's value (the newest first out of the bound) and shares it unless Redis already has this
 * content version from this process; resolves once Redis has it or gave up (then the next render tries).
 */
export async function keepLastGood(key: string, value: unknown, stamp: string): Promise<void> {
  const alreadyShared = kept.get(key)?.sharedStamp === stamp;
  const entry = remember(key, { value, sharedStamp: alreadyShared ? stamp : undefined });
  const client = sharedRedis();
  if (alreadyShared || !client?.isReady) return;
  try {
    await client
      .withAbortSignal(AbortSignal.timeout(SHARED_TIMEOUT_MS))
      .set(sharedKey(key), JSON.stringify(value), { EX: SHARED_TTL_SECONDS });
    entry.sharedStamp = stamp;
  } catch {
    // Not shared; the next render of a page with this read tries again.
  }
}

/** The last good value of a read and a number that changes with it, or undefined. */
export async function lastGood(key: string): Promise<Kept | undefined> {
  const own = kept.get(key);
  const client = sharedRedis();
  if (own || !client?.isReady) return own;
  try {
    const text = await client.withAbortSignal(AbortSignal.timeout(SHARED_TIMEOUT_MS)).get(sharedKey(key));
    return text === null ? undefined : remember(key, { value: JSON.parse(text) as unknown });
  } catch {
    return undefined;
  }
}
