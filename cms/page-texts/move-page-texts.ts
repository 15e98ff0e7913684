/**
 * The data step of the page migration (SQLite and PostgreSQL alike, in the migration's transaction):
 * creates the documents of the pages, legal pages and FAQ entries from the texts that left
 * messages/ (./page-documents.ts), published, in all five languages, each with one version: the
 * first entry of its history. A page that already has its document (a database migrated before,
 * staff edits) is left as it is.
 *
 * Written through Payload's database adapter, one row set per document with every language (the
 * Local API writes one language at a time: five writes and five versions a document, about ten
 * times slower, which every test database would pay). The values are those the collections accept:
 * tests/unit/page-texts-migration.test.ts saves every migrated document through the Local API. It
 * runs against the collections' current fields: a later change of their schema must keep this step
 * working on a database at this migration's schema (or replace it with SQL of its time).
 */
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload';

import { allLocales } from './all-locales';
import { pageDocuments, type PerLocale } from './page-documents';

export async function movePageTexts(payload: Payload, req: PayloadRequest): Promise<void> {
  const start = Date.now();
  let created = 0;
  async function ensure(collection: CollectionSlug, where: Where, shared: Record<string, unknown>, texts: PerLocale) {
    const { totalDocs } = await payload.db.count({ collection, where, req });
    if (totalDocs > 0) return;
    // One millisecond apart: lists sorted by creation show the pages in the site's order.
    const at = new Date(start + created++).toISOString();
    const fields = payload.collections[collection].config.flattenedFields;
    const data = {
      ...allLocales(fields, { ...texts, th: { ...shared, ...texts.th } }),
      _status: 'published',
      createdAt: at,
      updatedAt: at,
    };
    const doc = await payload.db.create({ collection, data, req });
    await payload.db.createVersion({
      collectionSlug: collection,
      parent: doc.id,
      versionData: { ...data, id: doc.id } as never,
      autosave: false,
      createdAt: at,
      updatedAt: at,
      req,
      returning: false,
    });
  }

  const { pages, legal, faq } = pageDocuments();
  for (const page of pages) await ensure('pages', { key: { equals: page.key } }, { key: page.key }, page.perLocale);
  for (const page of legal) {
    await ensure('legal-pages', { key: { equals: page.key } }, { key: page.key }, page.perLocale);
  }
  for (const { anchor, order, group, perLocale } of faq) {
    await ensure('faq-entries', { anchor: { equals: anchor } }, { anchor, order, group }, perLocale);
  }
}

/** Down: the documents go (the schema migration before this one then drops their tables). */
export async function removePageTexts(payload: Payload, req: PayloadRequest): Promise<void> {
  for (const collection of ['faq-entries', 'legal-pages', 'pages'] as const) {
    await payload.db.deleteVersions({ collection, where: {}, req });
    await payload.db.deleteMany({ collection, where: {}, req });
  }
}
