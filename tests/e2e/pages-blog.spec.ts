import { expect, test } from './support/fixtures';

import { ContentApi, expectPageHtml } from './support/content-api';
import { msg } from './support/site';

test('the category filter lists only the posts of the chosen category', async ({ page }) => {
  await page.goto('/en/blog');
  const filter = page.getByRole('navigation', { name: msg('en', 'BlogPage.filterLabel') });
  const posts = page.getByRole('main').getByRole('article');
  const all = await posts.count();
  expect(all).toBeGreaterThan(1);

  const chip = filter.getByRole('link', { name: 'SMS marketing' });
  await chip.click();
  await expect(page).toHaveURL(/\/en\/blog\/category\/[^/]+$/);
  await expect(filter.getByRole('link', { name: 'SMS marketing' })).toHaveAttribute('aria-current', 'page');
  const categories = await posts.locator('[data-meta="category"]').allTextContents();
  expect(categories.length).toBeGreaterThan(0);
  expect(categories.length).toBeLessThan(all);
  for (const name of categories) expect(name.trim()).toBe('SMS marketing');

  await filter.getByRole('link', { name: msg('en', 'BlogPage.all') }).click();
  await expect(page).toHaveURL(/\/en\/blog$/);
  await expect(posts).toHaveCount(all);
});

test('an empty category says it has no articles', async ({ page, request }) => {
  const api = await ContentApi.open(request);
  const category = await api.create<{ id: number }>('categories', {
    name: 'E2E empty',
    color: '#123456',
    isActive: true,
  });
  try {
    const url = `/en/blog/category/${category.id}`;
    await expectPageHtml(request, url, (html) => html.includes(msg('en', 'BlogPage.empty')), 'empty category page');
    await page.goto(url);
    await expect(page.locator('.empty-state')).toHaveText(msg('en', 'BlogPage.empty'));
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
  } finally {
    await api.remove('categories', category.id);
  }
});

test('an unknown category is a 404', async ({ request }) => {
  expect((await request.get('/blog/category/no-such-category')).status()).toBe(404);
});

test('a blog list loads its first cover at once and the others lazily', async ({ page }) => {
  for (const path of ['/blog', '/en/blog']) {
    await page.goto(path);
    const covers = page.locator('main .card-grid img');
    expect(await covers.count()).toBeGreaterThan(1);
    // The first card's cover is a phone's largest element on the first screen (the LCP).
    await expect(covers.first()).toHaveAttribute('loading', 'eager');
    await expect(covers.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(covers.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(covers.nth(1)).not.toHaveAttribute('fetchpriority', 'high');
  }
});

// One test a list, each in a fresh browser: a cover already in the memory cache is drawn at once.
for (const path of ['/blog', '/en/blog']) {
  test(`a blog list on a phone draws and requests a later cover only as it comes into view (${path})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const requested: string[] = [];
    // Which media file each image request is for: the browser may pick any of a cover's srcset widths.
    const onRequest = (request: { url(): string }) => {
      const media = new URL(request.url()).searchParams.get('url');
      if (media) requested.push(media);
    };
    page.on('request', onRequest);
    await page.goto(path, { waitUntil: 'load' });
    // Two frames on: Chrome starts the lazy images its first layout found near the screen right after the first paint.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const covers = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>('main .card-grid img')).map((img) => ({
        src: new URL(img.src).searchParams.get('url') ?? img.src,
        below: img.getBoundingClientRect().top >= innerHeight,
        drawn: img.checkVisibility({ contentVisibilityAuto: true }),
      })),
    );
    page.off('request', onRequest);
    const later = covers.filter((cover) => cover.below);
    expect(later.length).toBeGreaterThan(1);
    for (const cover of later) {
      expect(cover.drawn, `${path}: ${cover.src} drawn before it nears the screen`).toBe(false);
      expect(requested, `${path}: ${cover.src} requested before it nears the screen`).not.toContain(cover.src);
    }
    // Brought into view, the last cover is drawn and loads.
    const last = page.locator('main .card-grid img').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
}

test('an article shows its cover, type and creation date', async ({ page }) => {
  await page.goto('/en/blog');
  const first = page.getByRole('main').getByRole('article').first();
  const title = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('.article-cover')).toBeVisible();
  const meta = page.locator('article.article header');
  await expect(meta.locator('[data-meta="type"]')).not.toBeEmpty();
  await expect(meta.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((json) => /"@type":"(BlogPosting|NewsArticle)"/.test(json))).toBe(true);
});

for (const locale of ['th', 'en'] as const) {
  test(`a missing article answers 404 with "article not found" (${locale})`, async ({ page }) => {
    const response = await page.goto(`${locale === 'th' ? '' : '/en'}/blog/no-such-article-${Date.now()}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg(locale, 'BlogPage.notFound.heading'));
    await expect(page.getByText(msg(locale, 'BlogPage.notFound.text'))).toBeVisible();
    await expect(page.getByRole('link', { name: msg(locale, 'BlogPage.notFound.back') })).toBeVisible();
  });
}

test('categories live at their slug; the old numeric URLs redirect there permanently', async ({ request }) => {
  const api = await ContentApi.open(request);
  const [category] = await api.find<{ id: number; slug: string }>(
    'categories',
    '&where[isActive][equals]=true&sort=id',
  );
  expect(category?.slug).toMatch(/^[a-z0-9-]+$/);
  for (const prefix of ['', '/en', '/cn', '/tw', '/vn']) {
    const response = await request.get(`${prefix}/blog/category/${category!.id}`, { maxRedirects: 0 });
    expect(response.status(), prefix).toBe(308);
    expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(
      `${prefix}/blog/category/${category!.slug}`,
    );
    expect((await request.get(`${prefix}/blog/category/${category!.slug}`)).status()).toBe(200);
  }
});

test('an article shares a generated 1200×630 image, shows its reading time and related articles of its category', async ({
  page,
  request,
}) => {
  for (const prefix of ['', '/en']) {
    await page.goto(`${prefix}/blog`);
    const href = await page.getByRole('main').getByRole('article').first().getByRole('link').getAttribute('href');
    const html = await (await request.get(href!)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toMatch(/\/blog\/[a-z0-9-]+\/og$/);
    const response = await request.get(new URL(image!).pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    await page.goto(href!);
    await expect(page.locator('[data-meta="reading-time"]')).toHaveText(/\d/);
    const category = await page.locator('header [data-meta="category"]').textContent();
    const related = page.locator('#more-articles [data-meta="category"]');
    expect(await related.count()).toBeLessThanOrEqual(3);
    for (const name of await related.allTextContents()) expect(name).toBe(category);
  }
});

test('the sitemap gives every article its update time as lastmod', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const articles = [...xml.matchAll(/<url>\s*<loc>[^<]*\/blog\/(?!category\/)[a-z0-9-]+<\/loc>([\s\S]*?)<\/url>/g)];
  expect(articles.length).toBeGreaterThan(0);
  for (const [, rest] of articles) {
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(rest!)?.[1];
    expect(Number.isNaN(Date.parse(lastmod ?? ''))).toBe(false);
  }
});
