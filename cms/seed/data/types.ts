import type { Locale } from '@/i18n/locales';

/** Seed text: Thai and English always, other languages where translated. */
export type Text = { th: string; en: string } & Partial<Record<Exclude<Locale, 'th' | 'en'>, string>>;
