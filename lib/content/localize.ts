/**
 * Translation fallback of content (pure). A field read with `locale: 'all'` is an object of
 * values per locale; a reader of `locale` gets the first present value along
 * `contentFallbacks[locale]` (zh-TW → zh-CN → en → th, vi → en → th, en → th).
 */
import { contentFallbacks, type Locale } from '@/i18n/locales';

export type Localized<T> = Partial<Record<Locale, T | null | undefined>>;

/** Empty strings, null, undefined and empty arrays count as "not translated". */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The value for `locale`, or the first present one along its fallback chain, or undefined. */
export function pickLocalized<T>(
  values: Localized<T> | null | undefined,
  locale: Locale,
  present: (value: T) => boolean = isPresent,
): T | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const candidate of contentFallbacks[locale]) {
    const value = values[candidate];
    if (value !== null && value !== undefined && present(value)) return value;
  }
  return undefined;
}

/** pickLocalized for text: '' when no locale of the chain has it. */
export function pickText(values: Localized<string> | null | undefined, locale: Locale): string {
  return pickLocalized(values, locale) ?? '';
}
