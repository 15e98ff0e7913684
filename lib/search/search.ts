import 'server-only';

import { search } from '@orama/orama';

import type { Locale } from '@/i18n/locales';
import type { SearchType } from '@/lib/search/documents';
import { words } from '@/lib/search/fold';
import { indexFor } from '@/lib/search/index-store';
import { MAX_QUERY_WORDS } from '@/lib/search/query';
import { snippet, type SnippetPart } from '@/lib/search/snippet';

export type SearchResult = { type: SearchType; title: string; path: string; snippet: SnippetPart[] };

export const RESULT_LIMIT = 20;

/**
 * Results for a cleaned query (./query.ts) in one language: documents that contain every word of
 * the query (a word may be the start of a longer one), best first, titles weighing more.
 */
export async function searchSite(locale: Locale, query: string): Promise<SearchResult[]> {
  const terms = [...new Set(words(query, locale))].slice(0, MAX_QUERY_WORDS);
  if (terms.length === 0) return [];
  const index = await indexFor(locale);
  const found = await search(index.db, {
    term: terms.join(' '),
    properties: ['title', 'text'],
    boost: { title: 3 },
    threshold: 0,
    limit: RESULT_LIMIT,
  });
  return found.hits.flatMap((hit) => {
    const doc = index.docs.get(String(hit.document.id));
    if (!doc) return [];
    return [{ type: doc.type, title: doc.title, path: doc.path, snippet: snippet(doc.text, terms) }];
  });
}
