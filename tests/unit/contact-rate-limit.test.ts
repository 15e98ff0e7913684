import { describe, expect, it } from 'vitest';

import { clientAddress, normalizeAddress } from '@/lib/contact/client-address';
import { createRateLimiter } from '@/lib/contact/rate-limit';
import { retryDelayMs } from '@/lib/contact/settings';

describe('rate limit in memory', () => {
  it('allows the limit per window per address, then says when to come back', async () => {
    const limiter = createRateLimiter(3, 60_000);
    for (let i = 0; i < 3; i++) expect((await limiter.take('1.2.3.4')).ok).toBe(true);
    const refused = await limiter.take('1.2.3.4');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterMs).toBeGreaterThan(50_000);
    expect((await limiter.take('5.6.7.8')).ok).toBe(true);
  });
});

describe('client address', () => {
  it('takes the entry written by the nearest trusted proxy, ignoring what the client wrote', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.9', 1)).toBe('203.0.113.9');
    expect(clientAddress('6.6.6.6, 203.0.113.9, 10.0.0.2', 2)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', 3)).toBe('203.0.113.9');
  });

  it('without a proxy, uses the address Next recorded from the socket', () => {
    expect(clientAddress('::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress(null, 0)).toBe('unknown');
  });

  it('counts IPv6 per /64 and drops ports', () => {
    expect(normalizeAddress('2001:db8:0:12:aaaa::1')).toBe('2001:db8:0:12::/64');
    expect(normalizeAddress('2001:DB8::1')).toBe('2001:db8:0:0::/64');
    expect(normalizeAddress('[::1]:443')).toBe('0:0:0:0::/64');
    expect(normalizeAddress('1.2.3.4:5678')).toBe('1.2.3.4');
  });
});

describe('retry backoff', () => {
  it('grows 4× per attempt from the base and is capped at 6 hours', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 120_000, 480_000, 1_920_000]);
    expect(retryDelayMs(20, 30_000)).toBe(6 * 60 * 60 * 1000);
  });
});
