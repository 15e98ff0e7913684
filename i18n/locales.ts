/**
 * The one locale list of the project. next-intl's routing, Payload's localization,
 * the sitemap and the tests all read from here.
 */
export const locales = ['th', 'en', 'zh-CN', 'zh-TW', 'vi'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'th';

/** URL prefixes of the spec: Thai has none, the others a short legacy code. */
export const localePrefixes = {
  en: '/en',
  'zh-CN': '/cn',
  'zh-TW': '/tw',
  vi: '/vn',
} as const satisfies Record<Exclude<Locale, 'th'>, string>;

/** Names of each language in that language, for selectors and hreflang-aware UI. */
export const localeNames: Record<Locale, string> = {
  th: 'ไทย',
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  vi: 'Tiếng Việt',
};

/** Open Graph locale codes. */
export const ogLocales: Record<Locale, string> = {
  th: 'th_TH',
  en: 'en_US',
  'zh-CN': 'zh_CN',
  'zh-TW': 'zh_TW',
  vi: 'vi_VN',
};

/** Which language a reader of each locale most likely reads when a translation is missing. */
export const contentFallbacks: Record<Locale, readonly Locale[]> = {
  th: ['th'],
  en: ['en', 'th'],
  'zh-CN': ['zh-CN', 'en', 'th'],
  'zh-TW': ['zh-TW', 'zh-CN', 'en', 'th'],
  vi: ['vi', 'en', 'th'],
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The URL prefix ('' for Thai) of a locale. */
export function prefixOf(locale: Locale): string {
  return locale === 'th' ? '' : localePrefixes[locale];
}
