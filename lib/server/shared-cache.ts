/**
 * The part of the page and data cache that instances share (REDIS_URL; lib/server/cache-handler.mjs):
 *
 * - At start, an instance loads the pages and data its build prerendered into it, but never over an
 *   entry already there: another instance of the same build may have regenerated it after a publish,
 *   and a restart must not bring the old page back.
 * - After a change, `expireSharedTags` removes the entries carrying its tags, awaited, so that the
 *   next request on any instance regenerates them (Next's own `revalidateTag` reaches the handler
 *   only after the response has been sent). The Redis handler deletes tagged entries outright:
 *   nothing stale is served meanwhile. While Redis is unreachable the tags are kept and expired again
 *   as soon as it answers (on reconnection, or by the next attempt a second later).
 * - Tag versions: how often each tag was expired, counted in Redis (one hash, shared by instances)
 *   and in this process. Caches that Next does not hold (the search index) note the version they
 *   were built from and rebuild when it moved (a counter, not a time: clocks of instances differ).
 */
import { keyPrefix } from '@/lib/server/cache-handler.mjs';
import { onRedisReady, sharedRedis, type SharedRedis } from '@/lib/server/redis.mjs';
import { startTicker } from '@/lib/server/ticker';

export async function loadBuildIntoSharedCache(): Promise<void> {
  if (!process.env.REDIS_URL) return;
  const [{ registerInitialCache }, { default: CacheHandler }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler/instrumentation'),
    import('@/lib/server/cache-handler.mjs'),
  ]);
  await registerInitialCache(CacheHandler, {
    buildDir: process.env.NEXT_DIST_DIR || '.next',
    setOnlyIfNotExists: true,
  });
}

/** The hash of tag versions: not per build, so that instances of two builds (a rolling deploy) share it. */
const VERSIONS_KEY = 'sabaisms:tag-versions';
const REPLAY_MS = 1000;

type State = { versions: Map<string, number>; pending: Set<string>; handler?: Promise<TagExpirer>; replaying?: true };
type TagExpirer = { revalidateTag(tag: string): Promise<void> };
const state: State = ((globalThis as { __sabaiSharedCache?: State }).__sabaiSharedCache ??= {
  versions: new Map<string, number>(),
  pending: new Set<string>(),
});

/** The Redis handler of the cache (the same library, client and key prefix as the cache handler). */
function redisHandler(client: SharedRedis): Promise<TagExpirer> {
  state.handler ??= import('@fortedigital/nextjs-cache-handler/redis-strings').then(({ default: createRedisHandler }) =>
    createRedisHandler({ client, keyPrefix: keyPrefix(), timeoutMs: 2000 }),
  );
  return state.handler;
}

/**
 * Deletes the entries of `tags` from Redis; with `bump`, moves their versions first, so that a render
 * that read the old content and stores it after the deletion finds them moved (lib/content/stale-guard.ts).
 */
async function expireInRedis(tags: readonly string[], bump: boolean): Promise<void> {
  const client = sharedRedis();
  if (!client) return;
  if (!client.isReady) throw new Error('Redis is not connected');
  if (bump) {
    const versions = client.withAbortSignal(AbortSignal.timeout(2000));
    await Promise.all(tags.map((tag) => versions.hIncrBy(VERSIONS_KEY, tag, 1)));
  }
  const handler = await redisHandler(client);
  await Promise.all(tags.map((tag) => handler.revalidateTag(tag)));
}

async function replay(): Promise<void> {
  if (state.pending.size === 0) return;
  const tags = [...state.pending];
  state.pending.clear();
  try {
    await expireInRedis(tags, true);
    console.info(`[cache] expired ${tags.length} tag(s) changed while Redis was unreachable`);
  } catch {
    for (const tag of tags) state.pending.add(tag);
  }
}

/**
 * Expires `tags` in the shared cache. `bump` (a change of content): their versions move too. Resolves
 * false when Redis could not be reached: the tags are then expired as soon as it answers again (this
 * process keeps them).
 */
export async function expireSharedTags(tags: readonly string[], { bump = true } = {}): Promise<boolean> {
  if (bump) for (const tag of tags) state.versions.set(tag, (state.versions.get(tag) ?? 0) + 1);
  if (!sharedRedis()) return true;
  try {
    await expireInRedis(tags, bump);
    return true;
  } catch (error) {
    if (state.pending.size === 0) {
      console.error(new Error('[cache] Redis unreachable: expiring again when it returns', { cause: error }));
    }
    for (const tag of tags) state.pending.add(tag);
    if (!state.replaying) {
      state.replaying = true;
      onRedisReady(() => void replay());
      startTicker('shared-cache-replay', REPLAY_MS, replay);
    }
    return false;
  }
}

/**
 * The version of each of `tags`: it moves whenever the tag is expired for a change, here or on another
 * instance. Read before reading the content a cache is built from, compared after.
 */
export async function tagVersions(tags: readonly string[]): Promise<Record<string, string>> {
  const versions = Object.fromEntries(tags.map((tag) => [tag, String(state.versions.get(tag) ?? 0)]));
  const client = sharedRedis();
  if (!client?.isReady) return versions;
  try {
    const counts = await client.withAbortSignal(AbortSignal.timeout(500)).hmGet(VERSIONS_KEY, [...tags]);
    counts.forEach((count, index) => (versions[tags[index]!] += `/${Number(count) || 0}`));
  } catch (error) {
    console.error(new Error('[cache] reading tag versions failed; using this instance’s', { cause: error }));
  }
  return versions;
}

/** The versions of `tags` as one string (see tagVersions). */
export async function tagVersion(tags: readonly string[]): Promise<string> {
  return Object.values(await tagVersions(tags)).join(',');
}
