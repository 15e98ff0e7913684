import type { Locale } from '@/i18n/locales';

/** Whole numbers with the locale's grouping: 100000 → "100,000". */
export function formatInteger(locale: Locale, value: number): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/** Baht amounts: whole baht without decimals, otherwise two decimals ("499", "0.17", "1,234.50"). */
export function formatBaht(locale: Locale, value: number): string {
  const whole = Number.isInteger(value);
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 4,
  }).format(value);
}

/** A date in the locale's calendar (Thai: Buddhist era, as Thai readers expect), Bangkok time. */
export function formatDate(locale: Locale, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(date);
}
