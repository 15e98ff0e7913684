/** A search query as typed into `?q=`, made safe to search with (pure). */
export const MAX_QUERY_LENGTH = 200;
/** More words than this only slow the search down; the rest are ignored. */
export const MAX_QUERY_WORDS = 12;

/**
 * The first `q` value, well-formed (lone surrogates replaced), without control characters, spaces
 * collapsed, at most 200 characters: a 2,000-character or odd-bytes query gets a clean answer.
 */
export function cleanQuery(raw: string | string[] | undefined): string {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (typeof first !== 'string') return '';
  return first
    .toWellFormed()
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .toWellFormed();
}
