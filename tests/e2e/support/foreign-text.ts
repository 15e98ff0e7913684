import type { Locator } from '@playwright/test';

import type { Locale } from './site';

/**
 * Words that read the same in every language of the site: the brand, service acronyms, the
 * chat apps, "Cookie" (the word Chinese pages use too) and the name of a menu of the customer
 * application, quoted as it is written there.
 */
const ALLOWED_WORDS = new Set(['SabaiSMS', 'SMS', 'OTP', 'API', 'LINE', 'URL', 'Facebook', 'Messenger', 'Cookie']);
const ALLOWED_PHRASES = [/\bAll Invoice\b/g];
/** Promotion codes and sender names (WELCOME10, OTPBOOST), e-mail addresses, handles and links. */
const CODE = /^[A-Z0-9]{4,}$/;
const CONTACT = /@|^https?:|^www\./;

const LATIN_WORD = /@?[A-Za-z][A-Za-z0-9@._:/-]*/g;
const THAI = /[\u0E00-\u0E7F]+/g;
const CJK = /[\u3400-\u9FFF]+/g;

/**
 * Text a visitor meets in a region: rendered text and the alt, aria-label and title attributes,
 * leaving out parts marked with a language of their own (the language selector's names) and the
 * lettering inside an SVG image (the logo's word mark; its name is its aria-label).
 */
export async function textsIn(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const pageLang = document.documentElement.lang;
    const ownLanguage = (el: Element) => (el.closest('[lang]')?.getAttribute('lang') ?? pageLang) === pageLang;
    // An image's words are its name (aria-label, alt), collected below, not the marks drawn inside.
    const drawn = (el: Element) => el.closest('[role="img"]') !== null;
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript') || drawn(parent) || !ownLanguage(parent)) continue;
      const text = node.textContent?.trim();
      if (text) out.push(text);
    }
    for (const el of root.querySelectorAll('[alt], [aria-label], [title]')) {
      if (!ownLanguage(el)) continue;
      for (const name of ['alt', 'aria-label', 'title']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/**
 * The words in `texts` written in another script than the page's language: Latin letters on Thai
 * and Chinese pages (beyond the allowed brand names and codes), Thai letters everywhere but Thai
 * pages, Chinese characters on Thai, English and Vietnamese pages.
 */
export function foreignWords(locale: Locale, texts: string[]): string[] {
  const found: string[] = [];
  for (const raw of texts) {
    const text = ALLOWED_PHRASES.reduce((t, phrase) => t.replace(phrase, ' '), raw);
    if (locale === 'th' || locale === 'zh-CN' || locale === 'zh-TW') {
      for (const word of text.match(LATIN_WORD) ?? []) {
        const bare = word.replace(/[.:/-]+$/, '');
        if (!ALLOWED_WORDS.has(bare) && !CODE.test(bare) && !CONTACT.test(bare)) found.push(`${bare} (in "${raw}")`);
      }
    }
    if (locale !== 'th') for (const word of text.match(THAI) ?? []) found.push(`${word} (in "${raw}")`);
    if (locale !== 'zh-CN' && locale !== 'zh-TW')
      for (const word of text.match(CJK) ?? []) found.push(`${word} (in "${raw}")`);
  }
  return found;
}
