import { drawWholeMain } from './support/draw-all';
import { expect, test } from './support/fixtures';

import { localizedPath, locales } from './support/site';

const widths = [1024, 1200, 1280, 390];

/**
 * The header fits the longest language at every width (issue: the Vietnamese "free trial /
 * register" button was cut off and the page scrolled sideways between 1200 and 1259 px).
 */
for (const locale of locales) {
  test(`no sideways scrolling and the header fits (${locale})`, async ({ page }) => {
    for (const [width, path] of widths.flatMap((w) => [[w, '/'] as const, [w, '/packages'] as const])) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localizedPath(locale, path));
      const sizes = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(sizes.scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(sizes.innerWidth);
      // The call to action stays inside the header's content box, not only inside the window.
      const cta = page.getByRole('banner').locator('a[href*="/Register"]');
      const inside = await cta.evaluate((link) => {
        const bar = link.parentElement!.getBoundingClientRect();
        const own = link.getBoundingClientRect();
        return own.left >= bar.left && own.right <= bar.right + 0.5;
      });
      expect(inside, `${path} at ${width} px: the free trial button inside the header bar`).toBe(true);
    }
  });
}

/** Full-page screenshots of the key pages in every language, for review in the test report. */
for (const locale of locales) {
  test(`screenshots of home, packages and contact (${locale})`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(120_000);
    // The pages as a returning visitor sees them: consent given, so no banner over the content.
    await context.addCookies([{ name: 'cookieAccepted', value: 'true', url: baseURL! }]);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['home', '/'],
        ['packages', '/packages'],
        ['contact', '/contact-us'],
      ] as const) {
        await page.goto(localizedPath(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Sections below the fold skip rendering until near the viewport (content-visibility);
        // a full-page capture does not scroll, so they are painted for the picture.
        // The same for lazily loaded images.
        await drawWholeMain(page);
        await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
        await expect
          .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)))
          .toBe(true);
        const file = testInfo.outputPath(`${locale}-${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
        await testInfo.attach(`${locale} ${name} ${width}px`, { path: file, contentType: 'image/png' });
      }
    }
  });
}

/**
 * Icons and the logo are drawn from the page itself (components/icons/sprite.ts): the sprite file
 * is not fetched, every reference finds its symbol, and every icon shown draws something.
 */
for (const locale of locales) {
  test(`icons and the logo come from the page, not from the sprite file (${locale})`, async ({ page }) => {
    const spriteFiles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/icons.svg') spriteFiles.push(request.url());
    });
    for (const path of ['/', '/contact-us', '/blog']) {
      await page.goto(localizedPath(locale, path), { waitUntil: 'load' });
      const icons = await page.evaluate(() =>
        [...document.querySelectorAll('body > :not(.sprite) svg')]
          .filter((svg) => svg.getBoundingClientRect().width > 0)
          .map((svg) => {
            const use = svg.querySelector('use');
            const href = use?.getAttribute('href') ?? null;
            const target = href?.startsWith('#') ? document.getElementById(href.slice(1)) : null;
            const box = (use ?? (svg as SVGSVGElement)).getBBox();
            return { href, target: target?.tagName ?? null, drawn: box.width > 0 && box.height > 0 };
          }),
      );
      expect(icons.length, path).toBeGreaterThan(5);
      for (const icon of icons) {
        if (icon.href !== null) expect(icon, `${path}: ${icon.href}`).toMatchObject({ target: 'symbol' });
        expect(icon.drawn, `${path}: ${icon.href ?? 'an icon with its own paths'}`).toBe(true);
      }
      expect(await page.locator('svg.sprite').count(), path).toBe(1);
    }
    expect(spriteFiles).toEqual([]);
  });
}

/**
 * Nothing of a page is laid out before its stylesheets apply (BEFORE_STYLES in the locale layout):
 * a layout forced meanwhile (Chrome focusing the new page) skips the content instead of laying out
 * the whole page unstyled; once the stylesheets arrive the page is laid out and shown as always.
 */
for (const locale of ['th', 'en'] as const) {
  test(`the content waits for the stylesheets before its first layout (${locale})`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.css', async (route) => {
      await held;
      await route.continue();
    });
    const loaded = page.goto(localizedPath(locale, '/'));
    // No frames are drawn while the stylesheets block rendering: poll on a timer, not on frames.
    await page.waitForFunction(() => document.querySelector('footer') !== null, null, { polling: 20 });
    const before = await page.evaluate(() => ({
      // Reading a size forces a layout of the whole document, as focusing it does.
      height: document.documentElement.getBoundingClientRect().height,
      headingShown: document.querySelector('h1')!.checkVisibility(),
      footerShown: document.querySelector('footer')!.checkVisibility(),
    }));
    expect(before).toEqual({ height: expect.any(Number), headingShown: false, footerShown: false });
    expect(before.height, 'the document laid out without its content').toBeLessThan(50);
    release();
    await loaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000);
  });
}

/** A page whose stylesheets fail to load is still readable: its content is shown, unstyled, seconds later. */
test('the content is shown when the stylesheets fail to load', async ({ page }) => {
  await page.route('**/*.css', (route) => route.abort());
  await page.goto(localizedPath('th', '/packages'), { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
