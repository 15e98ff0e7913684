/**
 * Text → search tokens, the same way for documents and queries. Folding lowercases and drops
 * diacritics (Vietnamese "Tiếp thị" and "tiep thi" match) one character for one character, so a
 * position in the folded text is the same position in the original (for highlighting). Node's
 * Intl.Segmenter (full ICU) then splits words, also in Thai and Chinese, which have no spaces.
 */
import type { Locale } from '@/i18n/locales';

const MARKS = /[\u0300-\u036f]/g;

function foldChar(char: string): string {
  const folded = char.normalize('NFD').replace(MARKS, '').toLowerCase();
  const base = folded === 'đ' ? 'd' : folded;
  return base.length === char.length ? base : char;
}

/** Lowercase, no diacritics, same length as the input. */
export function fold(text: string): string {
  let out = '';
  for (const char of text) out += foldChar(char);
  return out;
}

const segmenters = new Map<Locale, Intl.Segmenter>();

function segmenter(locale: Locale): Intl.Segmenter {
  let found = segmenters.get(locale);
  if (!found) segmenters.set(locale, (found = new Intl.Segmenter(locale, { granularity: 'word' })));
  return found;
}

/** The folded words of a text, in order (duplicates kept). */
export function words(text: string, locale: Locale): string[] {
  const out: string[] = [];
  for (const part of segmenter(locale).segment(fold(text))) if (part.isWordLike) out.push(part.segment);
  return out;
}
