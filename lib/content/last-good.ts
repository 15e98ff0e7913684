/**
 * The last value each content read returned in this process, for when the source fails. A change
 * expires pages at once, so the next visitor waits for a regeneration; if the database is down just
 * then, Next has no page to fall back on (the Redis handler deletes expired entries) and would answer
 * an error. Instead the regeneration uses the read's last good value and the page is kept only
 * briefly (./cached.ts), to be made again from the source once it answers. Bounded: the most recently
 * used MAX_ENTRIES reads.
 */
const MAX_ENTRIES = 1000;

type Kept = { value: unknown; version: number };
const kept = ((globalThis as { __sabaiLastGood?: Map<string, Kept> }).__sabaiLastGood ??= new Map());
let version = 0;

/** Notes a read's value (the newest first out of the bound). */
export function keepLastGood(key: string, value: unknown): void {
  kept.delete(key);
  kept.set(key, { value, version: ++version });
  const oldest = kept.keys().next().value;
  if (kept.size > MAX_ENTRIES && oldest !== undefined) kept.delete(oldest);
}

/** The last good value of a read and a number that changes with it, or undefined. */
export function lastGood(key: string): Kept | undefined {
  return kept.get(key);
}
