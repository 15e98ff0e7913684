import { expect, test } from '@playwright/test';

import { pageKeys, pageRoutes, NOT_FOUND_TITLE } from '../../lib/routes';
import { h1Of, langOf, locales, localizedPath, msg, titleOf } from './support/site';

test.describe('every route of spec §2 in every language', () => {
  for (const locale of locales) {
    test(`static pages answer 200 with lang, title and h1 (${locale})`, async ({ request }) => {
      const siteName = msg(locale, 'Metadata.siteName');
      for (const key of pageKeys) {
        const url = localizedPath(locale, pageRoutes[key]);
        const response = await request.get(url, { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = await response.text();
        expect(langOf(html), url).toBe(locale);
        const expectedTitle =
          key === 'home' ? msg(locale, 'Metadata.tagline') : `${msg(locale, `Pages.${key}.title`)} | ${siteName}`;
        expect(titleOf(html), url).toBe(expectedTitle);
        expect(h1Of(html), url).toBe(msg(locale, `Pages.${key}.heading`));
      }
    });

    test(`/404 answers 200 with the not-found screen (${locale})`, async ({ request }) => {
      const response = await request.get(localizedPath(locale, '/404'));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(titleOf(html)).toBe(NOT_FOUND_TITLE);
      expect(h1Of(html)).toBe(msg(locale, 'NotFound.page_not_found'));
    });
  }

  test('the default document is Thai with the provider tagline', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page).toHaveTitle(msg('th', 'Metadata.tagline'));
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
  });
});

test.describe('redirects', () => {
  const cases: Array<[string, string]> = [
    ['/th', '/'],
    ['/th/', '/'],
    ['/TH/faq', '/faq'],
    ['/Th/services/SMS-OTP?channel=x&y=1', '/services/SMS-OTP?channel=x&y=1'],
    ['/th/blog/', '/blog'],
    ['/faq/', '/faq'],
    ['/en/packages/', '/en/packages'],
    ['/en/admin', '/admin'],
    ['/cn/admin/login', '/admin/login'],
  ];
  for (const [from, to] of cases) {
    test(`${from} → ${to} in one permanent hop`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      const location = new URL(response.headers()['location'] ?? '', baseURL);
      expect(location.pathname + location.search).toBe(to);
      if (!to.startsWith('/admin')) {
        const next = await request.get(to, { maxRedirects: 0 });
        expect(next.status()).toBe(200);
      }
    });
  }
});

test.describe('url_tracking cookie (spec §4, §9)', () => {
  test('a channel other than the default sets the cookie for a day on a private response', async ({ request }) => {
    const response = await request.get('/packages?channel=Facebook%20ads', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
    const setCookie = response.headers()['set-cookie'] ?? '';
    expect(setCookie).toContain('url_tracking=Facebook%20ads');
    expect(setCookie).toMatch(/Max-Age=86400/);
    expect(setCookie).toMatch(/Path=\//);
    expect(response.headers()['cache-control']).toBe('private, no-store');
  });

  test('the default channel, an empty one or none sets no cookie', async ({ request }) => {
    for (const url of ['/packages?channel=Google%20search', '/packages?channel=', '/packages', '/en?page=2']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['set-cookie'], url).toBeUndefined();
    }
  });

  test('UTM parameters set utm_tracking (campaign, landing page; a day, path /) on a private response', async ({
    request,
  }) => {
    const response = await request.get('/en/packages?utm_source=line&utm_campaign=november', {
      headers: { referer: 'https://m.facebook.com/ads' },
    });
    const setCookie = response.headers()['set-cookie'] ?? '';
    expect(setCookie).not.toContain('url_tracking=');
    expect(setCookie).toContain(
      'utm_tracking=utm_source=line&utm_campaign=november&landing=%2Fen%2Fpackages&referrer=m.facebook.com; Max-Age=86400; Path=/; SameSite=Lax',
    );
    expect(response.headers()['cache-control']).toBe('private, no-store');
    // First touch: a visitor who already has a campaign keeps it, and the page stays cacheable.
    const again = await request.get('/en/packages?utm_campaign=later', {
      headers: { cookie: 'utm_tracking=utm_campaign=november&landing=%2Fen%2Fpackages' },
    });
    expect(again.headers()['set-cookie']).toBeUndefined();
  });

  test('an odd channel is stored encoded and at most 100 characters long', async ({ request }) => {
    const channel = '<script>alert(1)</script>;' + 'ช่อง'.repeat(40);
    const response = await request.get(`/?channel=${encodeURIComponent(channel)}`);
    const setCookie = response.headers()['set-cookie'] ?? '';
    const value = /url_tracking=([^;]*)/.exec(setCookie)?.[1] ?? '';
    expect(value.length).toBeGreaterThan(0);
    expect(value.length).toBeLessThanOrEqual(100);
    expect(value).not.toMatch(/[<>;\s]/);
    expect(decodeURIComponent(value).startsWith('<script>alert(1)</script>;')).toBe(true);
  });
});

test.describe('caching', () => {
  for (const url of ['/', '/faq', '/en', '/cn/packages', '/vn/services/SMS-OTP']) {
    test(`prerendered ${url} is cacheable (s-maxage)`, async ({ request }) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
      expect(response.headers()['set-cookie']).toBeUndefined();
    });
  }
});

test.describe('not found and bad input', () => {
  for (const locale of locales) {
    test(`an unknown path answers 404 with the not-found screen (${locale})`, async ({ page }) => {
      const response = await page.goto(localizedPath(locale, '/no-such-page/here'));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(NOT_FOUND_TITLE);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'NotFound.page_not_found'));
      await expect(page.getByText(msg(locale, 'NotFound.sorry_your_page'))).toBeVisible();
      await expect(page.getByRole('img', { name: msg(locale, 'NotFound.imageAlt') })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('link', { name: msg(locale, 'NotFound.backHome') }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/').replace(/\/$/, '')}/?$`));
    });
  }

  for (const [url, locale] of [
    ['/%E0%A4%A', 'th'],
    ['/en/%ZZ', 'en'],
    ['/cn/x%E0', 'zh-CN'],
    ['/vn/a%25b', 'vi'],
  ] as const) {
    test(`malformed percent-encoding ${url} answers a localized 404, never a 500`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(langOf(html)).toBe(locale);
      expect(h1Of(html)).toBe(msg(locale, 'NotFound.page_not_found'));
    });
  }

  test('malformed percent-encoding anywhere in any kind of path answers 400 or 404, never a 500', async ({
    request,
  }) => {
    const prefixes = ['', '/en', '/cn/blog', '/services', '/_next', '/_next/static/chunks', '/_next/image'];
    prefixes.push('/admin', '/admin/collections', '/api', '/api/media/file', '/configApi/v1', '/mail', '/images');
    const broken = ['%', '%E0%B8', '%ZZ', '%E0%A4%A', 'a%25b', '%C0'];
    const failures: string[] = [];
    for (const prefix of prefixes) {
      for (const segment of broken) {
        for (const url of [`${prefix}/${segment}`, `${prefix}/${segment}/robots.txt`, `${prefix}/${segment}.js`]) {
          const status = (await request.get(url, { maxRedirects: 0 })).status();
          if (status !== 400 && status !== 404) failures.push(`${url} → ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  /** The body of a content API error. */
  type Errors = { errors: Array<{ message: string }> };

  test('a content API id that is not a number answers 404 like an unknown number, never a 500', async ({ request }) => {
    const unknown = await request.get('/api/posts/999999');
    expect(unknown.status()).toBe(404);
    const { errors } = (await unknown.json()) as Errors;
    for (const url of ['/api/posts/abc', '/api/packages/abc', '/api/pages/Infinity']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(((await response.json()) as Errors).errors, url).toEqual(errors);
    }
    expect((await request.post('/api/posts/abc/duplicate')).status()).toBe(404);
  });

  test('a content API filter value of the wrong type answers 400 naming the filter, never a 500', async ({
    request,
  }) => {
    for (const [url, field] of [
      ['/api/posts?where[publishedAt][greater_than]=notadate', 'publishedAt'],
      ['/api/posts?where[category][equals]=abc', 'category'],
      ['/api/posts?where[id][in]=abc', 'id'],
    ]) {
      const response = await request.get(url!, { headers: { 'Accept-Language': 'en' } });
      expect(response.status(), url).toBe(400);
      expect(((await response.json()) as Errors).errors[0]?.message, url).toBe(
        `Invalid arguments passed in request: ${field}`,
      );
    }
    expect((await request.get('/api/posts?where[publishedAt][less_than]=2100-01-01&limit=1')).status()).toBe(200);
  });

  test('the bench page is not part of the normal build', async ({ request }) => {
    expect((await request.get('/bench-baseline.html')).status()).toBe(404);
  });

  const odd = [
    '/xx/yy',
    '/de/faq',
    `/${'a'.repeat(3000)}`,
    `/en/${'deep/'.repeat(200)}end`,
    '/faq?foo=bar&__proto__=x',
    '/nothing-here.png',
  ];
  for (const url of odd) {
    test(`odd request ${url.slice(0, 30)} gets a 404 or the normal page, never a 500`, async ({ request }) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect([200, 404]).toContain(response.status());
    });
  }
});
