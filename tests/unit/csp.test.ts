import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { inlineScriptHashes, pagePolicy, publicPagePolicy } from '@/lib/security/csp.mjs';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as written', () => {
    const html =
      '<html><head><script>self.__next_f=self.__next_f||[]</script></head>' +
      '<body><script type="module">import x from "y"</script><script >a()</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([
      sha('self.__next_f=self.__next_f||[]'),
      sha('import x from "y"'),
      sha('a()'),
    ]);
  });

  it('skips external scripts and data blocks such as JSON-LD', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('lists a repeated script once', () => {
    expect(inlineScriptHashes('<script>x()</script><script>x()</script>')).toEqual([sha('x()')]);
  });
});

describe('publicPagePolicy', () => {
  const policy = publicPagePolicy({ scriptHashes: [sha('a()')], https: false });
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src')) ?? '';

  it('allows only same-origin scripts and the hashed inline ones, never unsafe-inline or eval', () => {
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).toContain(sha('a()'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).not.toContain('unsafe-eval');
    expect(scriptSrc).not.toMatch(/\s\*(\s|$)|https:(\s|$)/);
  });

  it('forbids framing, plugins and foreign base URLs', () => {
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(publicPagePolicy({ scriptHashes: [], https: true })).toContain('upgrade-insecure-requests');
  });
});

describe('pagePolicy', () => {
  it("is the public policy with the hashes of the page's own inline scripts", () => {
    const html = '<script>a()</script><script src="/x.js"></script>';
    expect(pagePolicy(html, false)).toBe(publicPagePolicy({ scriptHashes: [sha('a()')], https: false }));
    expect(pagePolicy(html, true)).toContain('upgrade-insecure-requests');
  });
});
