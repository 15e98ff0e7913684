import { NextResponse } from 'next/server';

import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import en from '@/messages/en/common.json';
import th from '@/messages/th/common.json';
import vi from '@/messages/vi/common.json';
import zhCN from '@/messages/zh-CN/common.json';
import zhTW from '@/messages/zh-TW/common.json';
import { NOT_FOUND_TITLE } from '@/lib/routes';
import { publicPagePolicy } from '@/lib/security/csp.mjs';

const notFoundTexts: Record<Locale, { page_not_found: string; sorry_your_page: string; backHome: string }> = {
  th: th.NotFound,
  en: en.NotFound,
  'zh-CN': zhCN.NotFound,
  'zh-TW': zhTW.NotFound,
  vi: vi.NotFound,
};

/**
 * A minimal localized 404 page without scripts. The proxy answers paths the app router cannot
 * even parse (broken or doubly encoded percent signs) with it: rendering the full not-found
 * page would make Next fail with a 500.
 */
export function unroutablePathResponse(locale: Locale): NextResponse {
  const text = notFoundTexts[locale];
  const html = `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${NOT_FOUND_TITLE}</title><meta name="robots" content="noindex"></head><body><main><h1>${text.page_not_found}</h1><p>${text.sorry_your_page}</p><p><a href="${localizedPath(locale, '/')}">${text.backHome}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 404,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      // No script at all: the policy allows none inline.
      'Content-Security-Policy': publicPagePolicy({
        scriptHashes: [],
        https: (process.env.SERVER_URL ?? '').startsWith('https://'),
      }),
    },
  });
}
