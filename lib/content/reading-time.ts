import type { Locale } from '@/i18n/locales';
import { plainText } from '@/lib/content/plain-text';
import type { RichText } from '@/lib/content/types';

/**
 * Words a reader gets through in a minute. Intl.Segmenter counts words in Thai and Chinese too
 * (their words are shorter, their reading no faster per word), so one figure serves every language.
 */
const WORDS_PER_MINUTE = 200;

/** Estimated minutes to read an article body (at least 1). */
export function readingMinutes(body: RichText, locale: Locale): number {
  let words = 0;
  for (const part of new Intl.Segmenter(locale, { granularity: 'word' }).segment(plainText(body))) {
    if (part.isWordLike) words++;
  }
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
