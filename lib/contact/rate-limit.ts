import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import type { SharedRedis } from '@/lib/server/redis.mjs';

/**
 * The contact rate limit per client address: `limit` submissions per window (rate-limiter-flexible).
 * With Redis every instance counts in one place, so the limit holds behind a load balancer; if Redis
 * cannot answer, its insurance limiter counts in this process's memory, so visitors are never refused
 * because Redis is down. Without Redis, memory only (one process).
 */
export type RateDecision = { ok: true } | { ok: false; retryAfterMs: number };
export type RateLimiter = { take(key: string): Promise<RateDecision> };

export function createRateLimiter(limit: number, windowMs: number, redis?: SharedRedis | null): RateLimiter {
  const options = { points: limit, duration: Math.max(1, Math.ceil(windowMs / 1000)), keyPrefix: 'contact-rate' };
  const memory = new RateLimiterMemory(options);
  const limiter = redis
    ? new RateLimiterRedis({
        ...options,
        storeClient: redis,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return { ok: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes)
          return { ok: false, retryAfterMs: Math.max(1, rejection.msBeforeNext) };
        throw new Error('[contact] rate limiter failed', { cause: rejection });
      }
    },
  };
}
