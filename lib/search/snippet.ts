/**
 * A short extract of a text around the first word of the query it contains, split into plain and
 * matched parts (rendered with <mark>, never as HTML).
 */
import { fold } from '@/lib/search/fold';

export type SnippetPart = { text: string; match: boolean };

const RADIUS = 80;

export function snippet(text: string, query: readonly string[], length = 2 * RADIUS): SnippetPart[] {
  const terms = query.filter((term) => term.length > 0);
  const folded = fold(text);
  const hits = terms.map((term) => ({ term, at: folded.indexOf(term) })).filter((hit) => hit.at >= 0);
  const first = hits.sort((a, b) => a.at - b.at)[0];
  const start = first ? Math.max(0, first.at - RADIUS) : 0;
  const end = Math.min(text.length, start + length);
  const parts: SnippetPart[] = [];
  let cursor = start;
  while (cursor < end) {
    const next = terms
      .map((term) => ({ term, at: folded.indexOf(term, cursor) }))
      .filter((hit) => hit.at >= 0 && hit.at < end)
      .sort((a, b) => a.at - b.at || b.term.length - a.term.length)[0];
    if (!next) break;
    if (next.at > cursor) parts.push({ text: text.slice(cursor, next.at), match: false });
    const stop = Math.min(end, next.at + next.term.length);
    parts.push({ text: text.slice(next.at, stop), match: true });
    cursor = stop;
  }
  if (cursor < end) parts.push({ text: text.slice(cursor, end), match: false });
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < text.length) parts.push({ text: '…', match: false });
  return parts;
}
