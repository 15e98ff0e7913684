import type { Locale } from '@/i18n/locales';

/** Whole numbers with the locale's grouping: 100000 → "100,000". */
export function formatInteger(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * Baht as currency in the locale's own notation (CLDR: ฿499.00, THB 499.00, 499,00 ฿). The one
 * money format of the site: package cards, the hero and the sender tools all use it.
 */
export function moneyFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'THB' });
}

/** Baht per message in the same notation, keeping up to 4 decimals (฿0.183). */
export function rateFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'THB',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
}

/** A date in the locale's calendar (Thai: Buddhist era, as Thai readers expect), Bangkok time. */
export function formatDate(locale: Locale, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(date);
}
