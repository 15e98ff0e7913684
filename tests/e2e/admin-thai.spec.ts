import type { APIRequestContext, Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { adminAuth } from './support/admin-api';
import { adminPage } from './support/admin-staff';

/**
 * The Thai admin is Thai: every word staff read on the dashboard, a list, an edit screen, the
 * version screens and the account screen is Thai, except
 * - what staff typed (codes, titles, file names, user names): the words of the stored documents;
 * - the short allowlist below, each word with its reason.
 * Screenshots of the dashboard and a promotion's edit screen are attached to the report.
 */
const ALLOWED = new Map([
  ['SabaiSMS', 'the brand (logo, browser tab)'],
  ['SMS', 'the product; Thai marketing writes it in Latin letters'],
  ['OTP', 'a product name of the site'],
  ['URL', 'product name ("URL Tracking"), written in Latin letters in Thai'],
  ['Tracking', 'product name "URL Tracking", as on the Thai site'],
  ['English', "a language's own name, in the translation badge and version history (as in any language menu)"],
  ['Tiếng', 'Vietnamese\'s own name ("Tiếng Việt")'],
  ['Việt', 'Vietnamese\'s own name ("Tiếng Việt")'],
  ['KB', 'the unit of an image file size'],
]);

/** Latin-script words: English would show up as these. */
const WORDS = /\p{Script=Latin}[\p{Script=Latin}'’-]*\p{Script=Latin}/gu;

/** Every word stored in the site's documents (what staff typed is not the admin's language). */
async function storedWords(request: APIRequestContext, headers: Record<string, string>): Promise<Set<string>> {
  const words = new Set<string>();
  const add = (value: unknown) => {
    for (const word of JSON.stringify(value).match(WORDS) ?? []) words.add(word.toLowerCase());
  };
  const collections = [
    'promotions',
    'posts',
    'packages',
    'popups',
    'media',
    'categories',
    'customers',
    'contact-submissions',
  ];
  for (const collection of collections) {
    const response = await request.get(`/api/${collection}?limit=500&depth=1&locale=all&draft=true`, { headers });
    add(((await response.json()) as { docs: unknown[] }).docs);
  }
  add(await (await request.get('/api/users/me', { headers })).json());
  add(await (await request.get('/api/globals/config?depth=1&locale=all&draft=true', { headers })).json());
  return words;
}

/** The words a sighted staff member sees: visible text, placeholders, chosen options and the tab title. */
function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const seen = (element: Element) => {
      if (element.closest('script, style, noscript, template')) return false;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return false;
      }
      return true;
    };
    const out = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (node.textContent?.trim() && node.parentElement && seen(node.parentElement)) out.push(node.textContent);
    }
    for (const input of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (seen(input)) out.push(input.getAttribute('placeholder') ?? '');
    }
    for (const select of document.querySelectorAll('select')) {
      if (seen(select)) out.push(select.selectedOptions[0]?.text ?? '');
    }
    return out.join('\n');
  });
}

test('the Thai admin shows no English on the dashboard, a list, an edit screen, the version screens and the account', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const headers = await adminAuth(request);
  const stored = await storedWords(request, headers);
  const promotions = await request.get('/api/promotions?where[code][equals]=WELCOME10&depth=0', { headers });
  const [promotion] = ((await promotions.json()) as { docs: Array<{ id: number }> }).docs;
  if (!promotion) throw new Error('the seed has no WELCOME10 promotion');
  const versions = await request.get(
    `/api/promotions/versions?where[parent][equals]=${promotion.id}&sort=createdAt&limit=1&depth=0`,
    { headers },
  );
  const [oldest] = ((await versions.json()) as { docs: Array<{ id: number }> }).docs;
  if (!oldest) throw new Error('WELCOME10 has no versions');

  const screens: Array<[string, string, ((page: Page) => Promise<void>)?]> = [
    ['dashboard', '/admin'],
    ['promotions list', '/admin/collections/promotions'],
    ['packages list', '/admin/collections/packages'],
    ['promotion edit screen', `/admin/collections/promotions/${promotion.id}`],
    ['version history', `/admin/collections/promotions/${promotion.id}/versions`],
    ['version comparison', `/admin/collections/promotions/${promotion.id}/versions/${oldest.id}`],
    ['account', '/admin/account'],
    // Rows of an array are named after their field ("บัญชีธนาคาร 01", once "Bank Account 01").
    [
      'site settings, bank accounts',
      '/admin/globals/config',
      async (page) => {
        await page.locator('.tabs-field__tab-button', { hasText: 'บัญชีธนาคาร' }).click();
        await expect(page.getByText('บัญชีธนาคาร 01')).toBeVisible();
      },
    ],
  ];
  const { page, close } = await adminPage(browser, 'th');
  try {
    const english: string[] = [];
    for (const [name, path, open] of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await open?.(page);
      const text = await visibleText(page);
      // A screen that failed to render would pass trivially: each one has Thai on it.
      expect(text, name).toMatch(/\p{Script=Thai}{4}/u);
      const words = [...new Set(text.match(WORDS) ?? [])];
      for (const word of words) {
        if (!ALLOWED.has(word) && !stored.has(word.toLowerCase())) english.push(`${name}: ${word}`);
      }
      if (name === 'packages list') {
        // Yes/no fields read ใช่/ไม่ใช่, never "จริง"/"true".
        expect(text).toContain('ใช่');
        expect(text).not.toMatch(/\btrue\b|\bfalse\b|จริง|เท็จ/);
      }
      if (name === 'dashboard' || name === 'promotion edit screen') {
        const file = testInfo.outputPath(`thai-admin-${name.replace(/\W+/g, '-')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`Thai admin: ${name}`, { path: file, contentType: 'image/png' });
      }
    }
    expect(english, 'English words on the Thai admin').toEqual([]);
    // The content language selector says ภาษา, not a place.
    await page.goto('/admin');
    await expect(page.locator('.localizer')).toContainText('ภาษา');
    await expect(page.locator('.localizer')).not.toContainText('ตำแหน่งที่ตั้ง');
  } finally {
    await close();
  }
});
