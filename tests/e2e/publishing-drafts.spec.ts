import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { documentHeaders, signInToAdmin } from './support/admin-ui';
import { expectPageHtml } from './support/content-api';
import { locales, localizedPath } from './support/site';
import { moneyFormat } from '../../lib/format/number';

/**
 * Drafts, preview and version history of a package price: a draft is never public; a signed-in
 * preview shows it on the real page with the preview bar; publishing puts it live in every
 * locale within 5 s; restoring the previous version brings the old price back.
 */
type Pkg = { id: number; price: number };
type Version = { id: number; version: { price: number; _status: string } };

test('a draft price stays private until published, previews on the real page, and can be undone', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const headers = await adminAuth(request);
  const list = await request.get('/api/packages?where[displayHomePage][equals]=true&limit=2&depth=0', { headers });
  const [pkg, other] = ((await list.json()) as { docs: Pkg[] }).docs;
  if (!pkg || !other) throw new Error('The seed has fewer than two home packages');
  const draftPrice = 8765;
  const marker = 5678;
  const shows = (locale: (typeof locales)[number], price: number) => (html: string) =>
    html.includes(moneyFormat(locale).format(price));

  try {
    const savedAt = Date.now();
    const draft = await request.patch(`/api/packages/${pkg.id}?draft=true`, { headers, data: { price: draftPrice } });
    expect(draft.status()).toBe(200);
    // Proof that the pages were regenerated after the draft save: a published edit of another
    // package shows up; the draft price still does not, 6 s after it was saved.
    await request.patch(`/api/packages/${other.id}`, { headers, data: { price: marker } });
    for (const locale of ['th', 'en'] as const) {
      await expectPageHtml(request, localizedPath(locale, '/packages'), shows(locale, marker), 'published edit live');
    }
    await expect.poll(() => Date.now() - savedAt, { timeout: 10_000 }).toBeGreaterThanOrEqual(6_000);
    for (const locale of ['th', 'en'] as const) {
      const html = await (await request.get(localizedPath(locale, '/packages'))).text();
      expect(html, `${locale} /packages shows no draft`).not.toContain(moneyFormat(locale).format(draftPrice));
    }

    // The preview, signed in, in Thai and English.
    await signInToAdmin(page);
    for (const locale of ['th', 'en'] as const) {
      const path = localizedPath(locale, '/packages');
      await page.goto(`/api/preview?path=${encodeURIComponent(path)}`);
      await expect(page).toHaveURL(new RegExp(`${path.replace('/', '\\/')}$`));
      await expect(page.getByTestId('preview-bar')).toBeVisible();
      await expect(page.locator('main')).toContainText(moneyFormat(locale).format(draftPrice));
      const { headers: previewHeaders } = await documentHeaders(page, path);
      expect(previewHeaders['cache-control']).toMatch(/private/);
      expect(previewHeaders['cache-control']).toMatch(/no-store/);
      expect(previewHeaders['x-robots-tag']).toBe('noindex');
    }
    // What the preview rendered is never served to anyone else.
    const visitor = await browser.newContext();
    const anonymous = await visitor.request.get('/en/packages');
    expect(await anonymous.text()).not.toContain(moneyFormat('en').format(draftPrice));
    await visitor.close();

    // Leaving the preview shows the published page again.
    await page.getByTestId('preview-bar').getByRole('link').click();
    await expect(page.getByTestId('preview-bar')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(moneyFormat('en').format(draftPrice));

    // Publish: live in every locale within 5 s.
    const published = await request.patch(`/api/packages/${pkg.id}`, { headers, data: { _status: 'published' } });
    expect(published.status()).toBe(200);
    for (const locale of locales) {
      await expectPageHtml(request, localizedPath(locale, '/packages'), shows(locale, draftPrice), 'published', 5_000);
    }

    // Version history: restore the version before the draft; the old price is back everywhere.
    const versions = await request.get(
      `/api/packages/versions?where[parent][equals]=${pkg.id}&sort=-createdAt&limit=20&depth=0`,
      { headers },
    );
    const previous = ((await versions.json()) as { docs: Version[] }).docs.find(
      (v) => v.version.price === pkg.price && v.version._status === 'published',
    );
    if (!previous) throw new Error('No published version with the original price');
    const restored = await request.post(`/api/packages/versions/${previous.id}`, { headers });
    expect(restored.status()).toBe(200);
    for (const locale of ['th', 'en'] as const) {
      await expectPageHtml(request, localizedPath(locale, '/packages'), shows(locale, pkg.price), 'restored', 5_000);
    }
  } finally {
    await request.patch(`/api/packages/${pkg.id}`, { headers, data: { price: pkg.price, _status: 'published' } });
    await request.patch(`/api/packages/${other.id}`, { headers, data: { price: other.price } });
  }
});

test('a preview of a page that does not exist is the normal 404; an expired session falls back to the published page', async ({
  browser,
  page,
  request,
}) => {
  const headers = await adminAuth(request);
  const list = await request.get('/api/packages?where[displayHomePage][equals]=true&limit=1&depth=0', { headers });
  const [pkg] = ((await list.json()) as { docs: Pkg[] }).docs;
  if (!pkg) throw new Error('no home package');
  await signInToAdmin(page);

  await page.goto(`/api/preview?path=${encodeURIComponent('/en/blog/no-such-article')}`);
  const missing = await documentHeaders(page, '/en/blog/no-such-article');
  expect(missing.status).toBe(404);
  // The same not-found page a visitor's browser shows.
  const visitor = await browser.newPage();
  await visitor.goto('/en/blog/no-such-article');
  const visitorHeading = (await visitor.locator('h1').innerText()).trim();
  await visitor.close();
  expect(visitorHeading).not.toBe('');
  await expect(page.locator('h1')).toHaveText(visitorHeading);

  const draftPrice = 8123;
  await request.patch(`/api/packages/${pkg.id}?draft=true`, { headers, data: { price: draftPrice } });
  try {
    await page.goto(`/api/preview?path=${encodeURIComponent('/en/packages')}`);
    await expect(page.locator('main')).toContainText(moneyFormat('en').format(draftPrice));
    // The session ends (expired or signed out); the draft mode cookie alone shows nothing unpublished.
    await page.context().clearCookies({ name: 'payload-token' });
    await page.reload();
    await expect(page.getByTestId('preview-bar')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(moneyFormat('en').format(draftPrice));
  } finally {
    await request.patch(`/api/packages/${pkg.id}`, { headers, data: { price: pkg.price, _status: 'published' } });
  }
});
