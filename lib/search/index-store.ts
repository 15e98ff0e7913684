import 'server-only';

/**
 * One in-memory Orama index per language and process, built from the published content on the
 * first search in that language. Why in memory: the site runs as several instances on SQLite or
 * PostgreSQL, so the index must not live in one database's full-text engine, and a static index
 * built after `next build` would not see what staff publish. Freshness: the index notes the
 * version of the cache tags of what it holds (articles, packages, FAQ, service pages) when it is built; every publish
 * moves that version (cms/hooks/revalidate.ts → lib/server/shared-cache.ts, shared through Redis
 * across instances), and a search that finds it moved rebuilds the index first. The check is one
 * read of a Redis hash (or of this process's counters without Redis): no timer, no query.
 */
import { create, insertMultiple, type Orama } from '@orama/orama';

import type { Locale } from '@/i18n/locales';
import { TAGS, tagOf } from '@/lib/content/tags';
import { SERVICE_PAGES } from '@/lib/page-keys';
import { searchDocuments, type SearchDoc } from '@/lib/search/documents';
import { words } from '@/lib/search/fold';
import { tagVersion } from '@/lib/server/shared-cache';

/**
 * What the index holds: articles (and their categories' names), packages, FAQ entries and service
 * pages; `content`: everything.
 */
const SEARCH_TAGS = [TAGS.posts, TAGS.packages, TAGS.faq, ...SERVICE_PAGES.map(tagOf.page), TAGS.all];

const schema = { title: 'string', text: 'string' } as const;

export type LocaleIndex = { db: Orama<typeof schema>; docs: Map<string, SearchDoc>; version: string };

const entries = new Map<Locale, Promise<LocaleIndex>>();

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

/** The index of a language, rebuilt first when the content it holds changed since it was built. */
export async function indexFor(locale: Locale): Promise<LocaleIndex> {
  const version = await tagVersion(SEARCH_TAGS);
  const entry = entries.get(locale);
  const current = await entry?.catch(() => null);
  if (current?.version === version) return current;
  // Searches arriving while it builds share one build.
  const latest = entries.get(locale);
  if (latest && latest !== entry) return latest;
  const index = build(locale, version);
  entries.set(locale, index);
  index.catch((error) => {
    console.error(new Error(`[search] building the ${locale} index failed`, { cause: error }));
    if (entries.get(locale) === index) entries.delete(locale);
  });
  return index;
}
