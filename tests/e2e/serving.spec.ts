import { expect, test, type APIRequestContext } from '@playwright/test';

import { moneyFormat } from '../../lib/format/number';
import { upFrontScriptUrls } from '../../lib/perf/script-urls.mjs';
import { adminAuth } from './support/admin-api';
import { inlineScriptSources } from './support/csp';

async function fetchAs(request: APIRequestContext, url: string, encoding: string) {
  const response = await request.get(url, { headers: { 'accept-encoding': encoding } });
  expect(response.status(), url).toBe(200);
  return { headers: response.headers(), html: await response.text() };
}

test.describe('serving pages from the per-version cache', () => {
  test('a br and a gzip response decode to the same HTML, with a length and the same policy', async ({ request }) => {
    for (const url of ['/', '/en/packages', '/cn/faq']) {
      const br = await fetchAs(request, url, 'gzip, deflate, br, zstd');
      const gzip = await fetchAs(request, url, 'gzip');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(br.html, url).toBe(gzip.html);
      expect(Number(br.headers['content-length']), url).toBeGreaterThan(0);
      expect(br.headers['content-security-policy'], url).toBe(gzip.headers['content-security-policy']);
      expect(br.headers['vary'], url).toMatch(/accept-encoding/i);
    }
  });

  test('If-None-Match with the ETag of a page answers 304 without a body', async ({ request }) => {
    for (const encoding of ['gzip, deflate, br, zstd', 'gzip', 'identity']) {
      const first = await request.get('/en/packages', { headers: { 'accept-encoding': encoding } });
      const etag = first.headers()['etag'] ?? '';
      expect(etag, encoding).toMatch(/^(W\/)?"[^"]+"$/);
      const again = await request.get('/en/packages', {
        headers: { 'accept-encoding': encoding, 'if-none-match': etag },
      });
      expect(again.status(), encoding).toBe(304);
      expect((await again.body()).length, encoding).toBe(0);
    }
  });

  test('the policy of a page matches its inline scripts after a CMS edit regenerates it', async ({ request, page }) => {
    const url = '/en/packages';
    const before = await fetchAs(request, url, 'br');
    const headers = await adminAuth(request);
    const found = await request.get('/api/packages?where[isActive][equals]=true&limit=1&depth=0', { headers });
    const pkg = ((await found.json()) as { docs: Array<{ id: number; price: number }> }).docs[0];
    if (!pkg) throw new Error('The seed has no active package');
    const newPrice = 5678;
    expect(pkg.price).not.toBe(newPrice);
    const saved = await request.patch(`/api/packages/${pkg.id}`, {
      headers,
      data: { price: newPrice, _status: 'published' },
    });
    expect(saved.status()).toBe(200);
    try {
      const expected = moneyFormat('en').format(newPrice);
      await expect
        .poll(async () => (await fetchAs(request, url, 'br')).html.includes(expected), { timeout: 10_000 })
        .toBe(true);
      for (const encoding of ['br', 'gzip']) {
        const after = await fetchAs(request, url, encoding);
        expect(after.headers['etag']).not.toBe(before.headers['etag']);
        const policy = after.headers['content-security-policy'] ?? '';
        const sources = inlineScriptSources(after.html);
        expect(sources.length).toBeGreaterThan(0);
        for (const source of sources) expect(policy, `${encoding}: ${source}`).toContain(source);
      }
      // And the browser agrees: the regenerated page runs with no violation.
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(url);
      await expect(page.getByText(expected).first()).toBeVisible();
      expect(violations).toEqual([]);
    } finally {
      await request.patch(`/api/packages/${pkg.id}`, { headers, data: { price: pkg.price, _status: 'published' } });
    }
  });
});

test.describe('client hints only where the admin needs them', () => {
  test('public pages, the legacy API, files and static chunks carry no Accept-CH or Critical-CH', async ({
    request,
  }) => {
    const home = await request.get('/en');
    const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1];
    expect(chunk).toBeTruthy();
    const urls = ['/', '/en/packages', '/no-such-page', '/configApi/v1/getConfig', '/sitemap.xml', '/favicon.svg'];
    for (const url of [...urls, chunk ?? '']) {
      const response = await request.get(url);
      expect(response.status(), url).toBeLessThan(500);
      const headers = response.headers();
      expect(headers['accept-ch'], url).toBeUndefined();
      expect(headers['critical-ch'], url).toBeUndefined();
      expect(headers['vary'] ?? '', url).not.toMatch(/sec-ch-/i);
    }
  });

  test('the admin still gets its colour-scheme hint and renders its sign-in form', async ({ request, page }) => {
    const response = await request.get('/admin/login');
    expect(response.status()).toBe(200);
    expect(response.headers()['accept-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i);
    expect(response.headers()['critical-ch']).toMatch(/Sec-CH-Prefers-Color-Scheme/i);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
    await expect(page.locator('input[type="password"]')).toBeVisible();
  });
});

test.describe('framework scripts start after the first paint', () => {
  test('pages paint before any chunk script is requested, then hydrate with no error or policy violation', async ({
    page,
    request,
  }) => {
    const article = await request.get('/en/blog');
    const articlePath = /href="(\/en\/blog\/(?!category\/|page\/)[^"/]+)"/.exec(await article.text())?.[1];
    expect(articlePath).toBeTruthy();
    for (const url of ['/', '/en/packages', articlePath ?? '', '/no-such-page']) {
      const html = await (await request.get(url, { headers: { 'accept-encoding': 'br' } })).text();
      expect(html, url).not.toMatch(/<script src="\/_next\/static\/[^"]+\.js" async=""/);
      expect(html, url).toContain('<script>(function(u){');

      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      await page.goto(url);
      // Next's client entry sets window.next as it hydrates the page.
      await page.waitForFunction(() => Boolean((window as { next?: { version?: string } }).next?.version));
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(timing.paint, url).toBeGreaterThan(0);
      expect(timing.chunks.length, url).toBeGreaterThan(3);
      expect(Math.min(...timing.chunks), url).toBeGreaterThanOrEqual(timing.paint);
      // The 404 answers 404 on purpose; the browser logs that as a failed resource, nothing else.
      expect(
        problems.filter((text) => !/status of 404/.test(text)),
        url,
      ).toEqual([]);
      page.removeAllListeners('pageerror');
      page.removeAllListeners('console');
    }
  });
});

test.describe("V8's compile hint", () => {
  test("the large scripts a page loads up front start with it; small ones and the admin's own do not", async ({
    request,
  }) => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    const siteScripts = new Set<string>();
    for (const url of ['/', '/packages', '/en/contact-us']) {
      const html = await (await request.get(url)).text();
      for (const src of upFrontScriptUrls(html)) siteScripts.add(src);
    }
    expect(siteScripts.size).toBeGreaterThan(5);
    let hinted = 0;
    for (const src of siteScripts) {
      const plain = await (await request.get(src, { headers: { 'accept-encoding': 'identity' } })).body();
      const large = plain.length >= 40 * 1024 + hint.length;
      hinted += large ? 1 : 0;
      expect(plain.toString('utf8').startsWith(hint), src).toBe(large);
      const br = await (await request.get(src, { headers: { 'accept-encoding': 'br' } })).text();
      expect(br, `${src} (br)`).toBe(plain.toString('utf8'));
    }
    // React DOM, Next's router and next-intl at least.
    expect(hinted).toBeGreaterThanOrEqual(3);
    const admin = await (await request.get('/admin/login')).text();
    const adminOnly = upFrontScriptUrls(admin).filter((src) => !siteScripts.has(src));
    expect(adminOnly.length).toBeGreaterThan(0);
    for (const src of adminOnly) {
      const body = await (await request.get(src)).text();
      expect(body.startsWith(hint), src).toBe(false);
    }
  });
});
