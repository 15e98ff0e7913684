/**
 * Sliding-window rate limit per client address, in memory.
 *
 * This server is one process, so a Map is enough. Several instances behind a load balancer would each
 * count on their own (the limit multiplies by the number of instances): they need a shared store
 * (Redis, or a table in the database) instead.
 */
export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number };

export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Past this many tracked addresses, the oldest are forgotten (a flood of spoofed addresses). */
    private readonly maxKeys = 50_000,
  ) {}

  take(key: string, now = Date.now()): RateDecision {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return { ok: false, retryAfterMs: Math.max(1, (recent[0] ?? now) + this.windowMs - now) };
    }
    recent.push(now);
    // Re-inserting keeps the Map in order of last use, so the oldest key is the first.
    this.hits.delete(key);
    this.hits.set(key, recent);
    if (this.hits.size > this.maxKeys) this.forgetOldest(since);
    return { ok: true };
  }

  private forgetOldest(since: number): void {
    for (const [key, times] of this.hits) {
      if (this.hits.size <= this.maxKeys && (times.at(-1) ?? 0) > since) break;
      this.hits.delete(key);
    }
  }
}
