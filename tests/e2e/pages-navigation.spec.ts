import { expect, test } from './support/fixtures';
import { holdChunks, hydrated } from './support/hydration';

import { locales, localizedPath, msg } from './support/site';

test('the language selector switches between Thai and English on the same page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/SMS-OTP');
  const switcher = page.getByRole('banner').getByRole('list', { name: msg('th', 'Nav.language') });
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/services\/SMS-OTP$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page
    .getByRole('banner')
    .getByRole('list', { name: msg('en', 'Nav.language') })
    .getByRole('link', { name: 'ไทย' })
    .click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/services\/SMS-OTP$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
});

test('the selector offers every language, Thai and English first, and marks the current one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const locale of locales) {
    await page.goto(localizedPath(locale, '/packages'));
    const links = page
      .getByRole('banner')
      .getByRole('list', { name: msg(locale, 'Nav.language') })
      .getByRole('link');
    await expect(links).toHaveCount(locales.length);
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('hreflang')))).toEqual([...locales]);
    await expect(links.nth(locales.indexOf(locale))).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('banner').locator('a[aria-current="true"]')).toHaveCount(1);
    await expect(links.nth(locales.indexOf(locale))).toHaveAttribute('href', localizedPath(locale, '/packages'));
  }
});

test('"contact for details" (spec §2) leads to the contact form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/vn/packages');
  await page
    .getByRole('banner')
    .getByRole('link', { name: msg('vi', 'Nav.contactForDetails') })
    .click();
  await expect(page).toHaveURL(/\/vn\/contact-us#contact-form$/);
  await expect(page.getByRole('heading', { name: msg('vi', 'Contact.heading') })).toBeInViewport();
});

test('the desktop menu highlights the current page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/promotions');
  const nav = page.locator('#desktop-nav');
  await expect(nav.getByRole('link', { name: msg('en', 'Nav.promotions') })).toHaveAttribute('aria-current', 'page');
  await nav.getByText(msg('en', 'Nav.services'), { exact: true }).click();
  await nav.getByRole('link', { name: msg('en', 'Nav.smsOtp') }).click();
  await expect(page).toHaveURL(/\/en\/services\/SMS-OTP$/);
  // The panel closes after the navigation; its summary shows that the current page is inside.
  const services = nav.getByText(msg('en', 'Nav.services'), { exact: true });
  await expect(services).toHaveAttribute('data-current', 'true');
  await services.click();
  await expect(nav.getByRole('link', { name: msg('en', 'Nav.smsOtp') })).toHaveAttribute('aria-current', 'page');
});

test('a menu panel opened before the scripts arrive stays open when the page hydrates', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Hold the framework's scripts back until the visitor has opened the panel.
  const release = await holdChunks(page);
  await page.goto('/en/promotions', { waitUntil: 'domcontentloaded' });
  const nav = page.locator('#desktop-nav');
  await nav.getByText(msg('en', 'Nav.services'), { exact: true }).click();
  const link = nav.getByRole('link', { name: msg('en', 'Nav.smsOtp') });
  await expect(link).toBeVisible();
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  release();
  // Hydrated: React has attached its fiber to the menu; its effects (MenuCloser's) follow the commit.
  await page.waitForFunction(hydrated, '#desktop-nav');
  await page.waitForTimeout(300);
  await expect(link).toBeVisible();
});

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens as a modal, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/en');
    const toggle = page.getByRole('button', { name: msg('en', 'Nav.openMenu') });
    await expect(toggle).toBeVisible();
    await expect(page.locator('#desktop-nav')).toBeHidden();
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: msg('en', 'Nav.mainMenu') });
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const key of [
      'home',
      'smsMarketing',
      'smsOtp',
      'ticket',
      'appointment',
      'promotions',
      'packages',
      'paymentMethods',
      'blog',
      'terms',
      'policy',
      'cookie',
      'contactUs',
    ]) {
      await expect(drawer.getByRole('link', { name: msg('en', `Nav.${key}`), exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: msg('en', 'Nav.freeTrial') })).toBeVisible();
    await expect(drawer.getByRole('link', { name: msg('en', 'Nav.signIn') })).toBeVisible();
    await expect(drawer.getByRole('link', { name: msg('en', 'Nav.contactForDetails') })).toHaveAttribute(
      'href',
      '/en/contact-us#contact-form',
    );
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu button is disabled until the scripts that open the drawer have run', async ({ page }) => {
    const release = await holdChunks(page);
    await page.goto('/en', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: msg('en', 'Nav.openMenu') });
    await expect(toggle).toBeDisabled();
    release();
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(page.getByRole('dialog', { name: msg('en', 'Nav.mainMenu') })).toBeVisible();
  });

  test('a link in the drawer navigates and closes it', async ({ page }) => {
    await page.goto('/en');
    await page.getByRole('button', { name: msg('en', 'Nav.openMenu') }).click();
    const drawer = page.getByRole('dialog', { name: msg('en', 'Nav.mainMenu') });
    await drawer.getByRole('link', { name: msg('en', 'Nav.paymentMethods') }).click();
    await expect(page).toHaveURL(/\/en\/payment-methods$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'Pages.paymentMethods.heading'));
  });
});

test.describe('search engines', () => {
  for (const locale of locales) {
    test(`canonical and hreflang alternates on a page (${locale})`, async ({ request, baseURL }) => {
      const html = await (await request.get(localizedPath(locale, '/faq'))).text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toBe(`${baseURL}${localizedPath(locale, '/faq')}`);
      const alternates = Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      );
      const expected: Record<string, string> = { 'x-default': `${baseURL}/faq` };
      for (const other of locales) expected[other] = `${baseURL}${localizedPath(other, '/faq')}`;
      expect(alternates).toEqual(expected);
      expect(html).toMatch(/<meta property="og:url" content="[^"]+"/);
      expect(html).toMatch(/"@type":"FAQPage"/);
      expect(html).toMatch(/"@type":"BreadcrumbList"/);
    });
  }

  test('sitemap lists every page and article in every language with alternates', async ({ request, baseURL }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const locale of locales)
      expect(xml).toContain(`<loc>${baseURL}${localizedPath(locale, '/payment-methods')}</loc>`);
    expect(xml).toMatch(/<loc>[^<]+\/en\/blog\/[a-z0-9-]+<\/loc>/);
    expect(xml).toContain('hreflang="x-default"');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/admin/);
    expect(robots).toMatch(/Disallow: \/api/);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('packages and the organisation carry structured data in THB', async ({ request }) => {
    const packages = await (await request.get('/en/packages')).text();
    expect(packages).toMatch(/"priceCurrency":"THB"/);
    const home = await (await request.get('/en')).text();
    expect(home).toMatch(/"@type":"Organization"/);
  });
});

test.describe('link prefetch (on intent; skipped on data saver, spec §9)', () => {
  /** The pages Next's router prefetches, as it asks for them (a `Next-Router-Prefetch` request). */
  function prefetched(page: import('@playwright/test').Page): string[] {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.headers()['next-router-prefetch']) paths.push(new URL(request.url()).pathname);
    });
    return paths;
  }

  test('nothing is prefetched while the page loads; a link is once the pointer rests on it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const paths = prefetched(page);
    await page.goto('/en');
    await page.waitForLoadState('networkidle');
    expect(paths).toEqual([]);
    await page
      .locator('#desktop-nav')
      .getByRole('link', { name: msg('en', 'Nav.packages'), exact: true })
      .hover();
    await expect.poll(() => paths).toContain('/en/packages');
    expect(paths.every((path) => path === '/en/packages')).toBe(true);
  });

  test('a click on a link of the site navigates in place, without reloading the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/en');
    // The page's scripts have run once the menu button is enabled (it waits for them).
    await expect(page.locator('button[aria-controls="site-drawer"]')).toBeEnabled();
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page
      .locator('#desktop-nav')
      .getByRole('link', { name: msg('en', 'Nav.packages'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/en\/packages$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true);
    // The menu marks the page it is on.
    await expect(
      page.locator('#desktop-nav').getByRole('link', { name: msg('en', 'Nav.packages'), exact: true }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('with data saver on, hovering prefetches nothing and the click still navigates', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
    );
    const paths = prefetched(page);
    await page.goto('/en');
    const link = page.locator('#desktop-nav').getByRole('link', { name: msg('en', 'Nav.packages'), exact: true });
    await link.hover();
    await page.waitForLoadState('networkidle');
    expect(paths).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(/\/en\/packages$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
