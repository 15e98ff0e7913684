import { describe, expect, it } from 'vitest';

import { nonceRequestPolicy, rendersPerRequest } from '@/lib/security/request-policy';

const scriptSrc = (policy: string) => policy.split('; ').find((part) => part.startsWith('script-src ')) ?? '';

describe('the nonce policy of pages Next renders per request', () => {
  it('is given to a staff preview, a form posted without JavaScript and the search, in every language', () => {
    expect(rendersPerRequest('GET', '/packages', true)).toBe(true);
    expect(rendersPerRequest('POST', '/en/contact-us', false)).toBe(true);
    for (const path of ['/search', '/en/search', '/cn/search', '/tw/search', '/vn/search'])
      expect(rendersPerRequest('GET', path, false), path).toBe(true);
  });

  it('is not given to a page served from the cache, which carries the hashes of its own scripts', () => {
    for (const path of ['/', '/en', '/packages', '/en/blog/search', '/searching', '/en/searches', '/no-such-page'])
      expect(rendersPerRequest('GET', path, false), path).toBe(false);
    expect(rendersPerRequest('HEAD', '/en/packages', false)).toBe(false);
  });

  it('allows scripts by a fresh nonce only, and lets only a preview be framed (by the admin)', () => {
    const [first, second] = [nonceRequestPolicy(false), nonceRequestPolicy(false)];
    expect(scriptSrc(first)).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24,}'/);
    expect(scriptSrc(first)).not.toBe(scriptSrc(second));
    expect(first).not.toMatch(/'unsafe-inline'[^;]*;.*style-src|script-src[^;]*unsafe-inline/);
    expect(first).toContain("frame-ancestors 'none'");
    expect(nonceRequestPolicy(true)).toContain("frame-ancestors 'self'");
  });

  it('allows no inline script by its hash: the site writes none of its own, every script carries the nonce', () => {
    for (const previewing of [false, true]) expect(scriptSrc(nonceRequestPolicy(previewing))).not.toContain("'sha256-");
  });
});
