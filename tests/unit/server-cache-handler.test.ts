import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, promises as fsp } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { NextFileCache } from '@/lib/server/next-file-cache.mjs';
import { pagePolicyCache, POLICY_HEADER, withPagePolicy } from '@/lib/server/page-policy.mjs';
import { siteScripts } from '@/lib/server/site-scripts.mjs';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
const page = (script: string, status?: number) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><head><script>${script}</script></head><body><p>SMS</p></body></html>`,
  rscData: Buffer.from('0:{}'),
  headers: { 'x-next-cache-tags': 'packages,_N_T_/en/packages' } as Record<string, string>,
  status,
});
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** Next's own file cache on a temporary build folder, with the page policy on top (as next.config.ts sets it). */
function cacheOnDisk() {
  const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'page-cache-')), 'server');
  const fs = {
    readFile: fsp.readFile,
    writeFile: fsp.writeFile,
    mkdir: (dir: string) => fsp.mkdir(dir, { recursive: true }),
    stat: fsp.stat,
    existsSync,
  };
  const PolicyCache = pagePolicyCache(() => NextFileCache);
  return new PolicyCache({ fs, serverDistDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 0 });
}
const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const wait = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("a page version's policy, kept with it in Next's page cache", () => {
  it("is what next.config.ts names: Next's own file cache underneath when there is no REDIS_URL", async () => {
    const { default: Handler } = await import('@/lib/server/cache-handler.mjs');
    const serverDistDir = path.join(mkdtempSync(path.join(tmpdir(), 'page-cache-')), 'server');
    const handler = new Handler({
      serverDistDir,
      revalidatedTags: [],
      maxMemoryCacheSize: 1000,
    } as never) as unknown as {
      store: object;
    };
    expect(handler.store).toBeInstanceOf(NextFileCache);
  });

  it('hashes exactly the inline scripts of the version, with no unsafe-inline and no framing', () => {
    const value = withPagePolicy(page('published()')) as ReturnType<typeof page>;
    const policy = value.headers[POLICY_HEADER] ?? '';
    expect(directive(policy, 'script-src')).toContain(sha('published()'));
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it("starts the version's framework scripts after the first paint, and hashes the loader that does", () => {
    const next = page('flight()');
    next.html = next.html.replace('</head>', '<script src="/_next/static/chunks/main.js" async=""></script></head>');
    const value = withPagePolicy(next) as ReturnType<typeof page>;
    expect(value.html).not.toContain('<script src="/_next/static/chunks/main.js"');
    const loader = /<script>(\(function\(u\)[\s\S]*?)<\/script><\/body>/.exec(value.html)?.[1] ?? '';
    expect(loader).toContain('"/_next/static/chunks/main.js"');
    const scriptSrc = directive(value.headers[POLICY_HEADER] ?? '', 'script-src');
    expect(scriptSrc).toContain(sha(loader));
    expect(scriptSrc).toContain(sha('flight()'));
    // Once per version: a version that already has its policy is not rewritten again.
    const kept = page('v1()');
    kept.html = next.html;
    kept.headers[POLICY_HEADER] = 'kept';
    expect((withPagePolicy(kept) as typeof kept).html).toBe(next.html);
    // A not-found screen (404) is drawn by its scripts: they start at once, as Next wrote them.
    const missing = page('flight()', 404);
    missing.html = missing.html.replace(
      '</head>',
      '<script src="/_next/static/chunks/main.js" async=""></script></head>',
    );
    const screen = withPagePolicy(missing) as typeof missing;
    expect(screen.html).toContain('<script src="/_next/static/chunks/main.js" async="">');
    expect(screen.headers[POLICY_HEADER]).toContain(sha('flight()'));
  });

  it('leaves what is not an HTML page alone, and a policy already there', () => {
    const data = { kind: 'FETCH', data: { body: '<html><script>x()</script></html>' } };
    expect(withPagePolicy(data)).toEqual({ kind: 'FETCH', data: { body: '<html><script>x()</script></html>' } });
    const route = { kind: 'APP_ROUTE', body: Buffer.from('<html></html>'), headers: {} };
    expect(withPagePolicy(route)).toEqual({ kind: 'APP_ROUTE', body: Buffer.from('<html></html>'), headers: {} });
    const kept = page('v1()');
    kept.headers[POLICY_HEADER] = 'kept';
    expect((withPagePolicy(kept) as typeof kept).headers[POLICY_HEADER]).toBe('kept');
  });

  it("stores a version on Next's own file cache with its policy, which a restarted process reads back", async () => {
    const cache = cacheOnDisk();
    const value = page('v1()');
    await cache.set('/route-cache/APP_PAGE/abc/$/en/packages', value, { ...ctx, cacheControl: { revalidate: false } });
    // The object Next goes on to send carries the policy too (the first response of a version).
    expect(value.headers[POLICY_HEADER]).toContain(sha('v1()'));
    const entry = await cache.get('/route-cache/APP_PAGE/abc/$/en/packages', ctx);
    expect(entry?.value.html).toBe(value.html);
    expect(entry?.value.headers[POLICY_HEADER]).toContain(sha('v1()'));
  });

  it('gives a version read without a policy (the build writes its pages itself) one on its first read', async () => {
    const cache = cacheOnDisk();
    const value = page('built()');
    await cache.set('/route-cache/APP_PAGE/abc/$/en/faq', value, { ...ctx, cacheControl: { revalidate: false } });
    delete value.headers[POLICY_HEADER];
    const entry = await cache.get('/route-cache/APP_PAGE/abc/$/en/faq', ctx);
    expect(entry?.value.headers[POLICY_HEADER]).toContain(sha('built()'));
  });

  it('expires a version at once when one of its tags is revalidated with { expire: 0 }', async () => {
    const cache = cacheOnDisk();
    await cache.set('/route-cache/APP_PAGE/abc/$/en/packages', page('v1()'), {
      ...ctx,
      cacheControl: { revalidate: false },
    });
    await wait();
    await cache.revalidateTag(['packages'], { expire: 0 });
    await wait();
    expect(await cache.get('/route-cache/APP_PAGE/abc/$/en/packages', ctx)).toBeNull();
  });

  it('sends a not-found screen or a redirect with its policy, but never keeps it (unknown paths are unbounded)', async () => {
    const cache = cacheOnDisk();
    for (const status of [404, 308]) {
      const value = page('notFound()', status);
      await cache.set(`/route-cache/APP_PAGE/abc/$/en/junk-${status}`, value, {
        ...ctx,
        cacheControl: { revalidate: false },
      });
      expect(value.headers[POLICY_HEADER]).toContain(sha('notFound()'));
      expect(await cache.get(`/route-cache/APP_PAGE/abc/$/en/junk-${status}`, ctx)).toBeNull();
    }
  });

  it("names the scripts of every kept page as the site's (for the compile hint), but not a page that is not kept", async () => {
    const cache = cacheOnDisk();
    const withChunk = (name: string, status?: number) => {
      const value = page('x()', status);
      value.html = value.html.replace(
        '</head>',
        `<script src="/_next/static/chunks/${name}.js" async=""></script></head>`,
      );
      return value;
    };
    await cache.set('/route-cache/APP_PAGE/abc/$/en/cookie', withChunk('kept'), {
      ...ctx,
      cacheControl: { revalidate: false },
    });
    await cache.set('/route-cache/APP_PAGE/abc/$/en/junk', withChunk('junk', 404), {
      ...ctx,
      cacheControl: { revalidate: false },
    });
    expect(siteScripts.has('/_next/static/chunks/kept.js')).toBe(true);
    expect(siteScripts.has('/_next/static/chunks/junk.js')).toBe(false);
  });
});
