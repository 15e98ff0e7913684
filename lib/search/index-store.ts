import 'server-only';

/**
 * One in-memory Orama index per language and process, built from the published content on the
 * first search in that language. Why in memory: the site runs as several instances on SQLite or
 * PostgreSQL, so the index must not live in one database's full-text engine, and a static index
 * built after `next build` would not see what staff publish. Freshness: at most every
 * VERSION_CHECK_MS a search asks the content version (count and newest update of published posts,
 * categories and packages, a few indexed reads); when it changed, the index is rebuilt. A publish on
 * any instance is so searchable everywhere within a couple of seconds.
 */
import { create, insertMultiple, type Orama } from '@orama/orama';

import type { Locale } from '@/i18n/locales';
import { getContentVersion } from '@/lib/content';
import { searchDocuments, type SearchDoc } from '@/lib/search/documents';
import { words } from '@/lib/search/fold';

export const VERSION_CHECK_MS = 1500;

const schema = { title: 'string', text: 'string' } as const;

export type LocaleIndex = { db: Orama<typeof schema>; docs: Map<string, SearchDoc>; version: string };

type Entry = { index: Promise<LocaleIndex>; checkedAt: number };
const entries = new Map<Locale, Entry>();

async function build(locale: Locale, version: string): Promise<LocaleIndex> {
  const docs = await searchDocuments(locale);
  const db = create({
    schema,
    components: {
      // Intl.Segmenter words, folded: the same tokens for documents and queries in every language.
      tokenizer: { language: 'english', normalizationCache: new Map(), tokenize: (raw: string) => words(raw, locale) },
    },
  });
  await insertMultiple(
    db,
    docs.map(({ id, title, text }) => ({ id, title, text })),
  );
  return { db, docs: new Map(docs.map((doc) => [doc.id, doc])), version };
}

/** The index of a language, rebuilt when the content version changed. */
export async function indexFor(locale: Locale): Promise<LocaleIndex> {
  const entry = entries.get(locale);
  if (entry && Date.now() - entry.checkedAt < VERSION_CHECK_MS) return entry.index;
  // One check at a time: searches arriving meanwhile use the index as it is.
  if (entry) entry.checkedAt = Date.now();
  const version = await getContentVersion();
  const current = await entry?.index.catch(() => null);
  if (current?.version === version) return current;
  const latest = entries.get(locale);
  if (latest && latest !== entry) return latest.index;
  const index = build(locale, version);
  entries.set(locale, { index, checkedAt: Date.now() });
  index.catch((error) => {
    console.error(new Error(`[search] building the ${locale} index failed`, { cause: error }));
    if (entries.get(locale)?.index === index) entries.delete(locale);
  });
  return index;
}
