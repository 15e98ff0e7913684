import type { Locale } from '@/i18n/locales';

/**
 * Seed text: every language of the site. Required for all five, so a seed entry without a
 * translation does not compile and the CMS fallback chain stays a safety net for staff edits.
 */
export type Text = Record<Locale, string>;
