/**
 * The migration that moved the pages' words out of messages/ into the CMS (issue 25): every moved
 * message key lands in its field in all five languages (none lost), through the documents it builds
 * and through a real migrated SQLite database; what it writes passes the collections' validation;
 * running it again changes nothing, so staff edits survive.
 */
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import { pageDocuments, type PageTexts } from '@/cms/page-texts/page-documents';
import texts from '@/cms/page-texts/page-texts.json';
import { targetsOf, type Target } from '@/cms/page-texts/message-targets';
import { locales, type Locale } from '@/i18n/locales';
import { loadMessages } from '@/i18n/messages';
import { SITE_PAGES } from '@/lib/page-keys';

const source = texts as unknown as PageTexts;

type Tree = { [key: string]: unknown };

/** Every text of a message tree with its dotted key; list items as `<key>.<n>`. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, index) => leaves(item, `${prefix}.${index}`));
  if (tree && typeof tree === 'object') {
    return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [];
}

/** Position of a key among its siblings in the Thai texts (the order of list rows). */
function indexIn(key: string): number {
  const parts = key.split('.');
  const last = parts.pop()!;
  const parent = parts.reduce<unknown>((node, part) => (node as Tree)[part], source.moved.th);
  return Object.keys(parent as Tree).indexOf(last);
}

function valueAt(doc: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], doc);
}

type Block = [type: string, text: string];

/** The blocks of a Lexical document in order: headings, paragraphs and list items with their text. */
function blocksOf(state: unknown): Block[] {
  const out: Block[] = [];
  const textOf = (node: Tree): string =>
    ((node.children as Tree[] | undefined) ?? []).map((child) => String(child.text ?? '')).join('');
  const walk = (node: Tree) => {
    if (node.type === 'heading' || node.type === 'paragraph' || node.type === 'listitem') {
      out.push([String(node.type), textOf(node)]);
    }
    for (const child of (node.children as Tree[] | undefined) ?? []) walk(child);
  };
  walk((state as { root: Tree }).root);
  return out;
}

/** The blocks the sections of a legal or about text must become: title, paragraphs, items. */
function expectedBlocks(sections: unknown): Block[] {
  return Object.values(sections as Record<string, { title: string; paragraphs?: string[]; items?: string[] }>).flatMap(
    (section) => [
      ['heading', section.title] as Block,
      ...(section.paragraphs ?? []).map((text): Block => ['paragraph', text]),
      ...(section.items ?? []).map((text): Block => ['listitem', text]),
    ],
  );
}

/** Checks every moved key of a locale against `read(target)`, the field's value in that locale. */
function checkLocale(locale: Locale, read: (target: Target) => unknown): string[] {
  const problems: string[] = [];
  for (const [key, text] of leaves(source.moved[locale])) {
    const targets = targetsOf(key, indexIn);
    if (targets.length === 0) problems.push(`${locale} ${key}: no CMS field`);
    for (const target of targets) {
      const value = read(target);
      if (target.kind === 'richText') continue; // checked block by block below
      const expected = target.kind === 'price' ? text.replace('<strong>{price}</strong>', '{price}') : text;
      if (value !== expected)
        problems.push(`${locale} ${key} → ${target.doc} ${target.path}: ${JSON.stringify(value)}`);
    }
  }
  const bodies: [string, string][] = [
    ['aboutUs', 'AboutPage'],
    ['policy', 'PolicyPage'],
    ['terms', 'TermsPage'],
    ['cookie', 'CookiePage'],
  ];
  for (const [doc, namespace] of bodies) {
    const collection = doc === 'aboutUs' ? 'pages' : 'legal-pages';
    const body = read({ collection, doc, path: 'body', kind: 'richText' });
    const sections = (source.moved[locale][namespace] as Tree).sections;
    if (JSON.stringify(blocksOf(body)) !== JSON.stringify(expectedBlocks(sections))) {
      problems.push(`${locale} ${namespace}.sections → ${doc} body differs`);
    }
  }
  return problems;
}

describe('the moved texts (pure)', () => {
  it('have the same keys, in the same order, in all five languages', () => {
    const keys = (locale: Locale) => leaves(source.moved[locale]).map(([key]) => key);
    for (const locale of locales) expect(keys(locale), locale).toEqual(keys('th'));
    expect(keys('th').length).toBeGreaterThan(300);
  });

  it('each land in their CMS field of the documents the migration builds, in every language', () => {
    const built = pageDocuments();
    const docs: Record<string, Record<string, Record<Locale, unknown>>> = {
      pages: Object.fromEntries(built.pages.map((page) => [page.key, page.perLocale])),
      'legal-pages': Object.fromEntries(built.legal.map((page) => [page.key, page.perLocale])),
      'faq-entries': Object.fromEntries(built.faq.map((entry) => [entry.anchor, entry.perLocale])),
    };
    for (const locale of locales) {
      expect(checkLocale(locale, (t) => valueAt(docs[t.collection]?.[t.doc]?.[locale], t.path))).toEqual([]);
    }
  });

  it('left messages/: none of them is still there (one home for each text)', async () => {
    for (const locale of locales) {
      const ui = leaves(await loadMessages(locale)).map(([key]) => key);
      const stillThere = leaves(source.moved[locale]).filter(([key]) => ui.includes(key));
      expect(stillThere, locale).toEqual([]);
    }
  });

  it('an unknown key has no target, so a new key cannot slip through unmapped', () => {
    expect(targetsOf('Home.newSection.title', () => 0)).toEqual([]);
  });
});

describe('the migration on a database', () => {
  let env: PayloadTestEnv;
  let payload: Payload;
  const all = async (collection: 'pages' | 'legal-pages' | 'faq-entries') =>
    (await payload.find({ collection, locale: 'all', depth: 0, limit: 0, pagination: false }))
      .docs as unknown as Tree[];

  beforeAll(async () => {
    env = await createPayloadTestEnv('page-texts');
    payload = env.payload;
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it('holds every moved key in its field, in all five languages (none lost)', async () => {
    const byKey = {
      pages: new Map((await all('pages')).map((doc) => [String(doc.key), doc])),
      'legal-pages': new Map((await all('legal-pages')).map((doc) => [String(doc.key), doc])),
      'faq-entries': new Map((await all('faq-entries')).map((doc) => [String(doc.anchor), doc])),
    };
    expect(byKey.pages.size).toBe(14);
    expect(byKey['legal-pages'].size).toBe(3);
    expect(byKey['faq-entries'].size).toBe(12);
    for (const locale of locales) {
      const read = (t: Target) => {
        const doc = byKey[t.collection].get(t.doc);
        // A localized field read with locale 'all' is { th, en, … }; a list row's texts likewise.
        const value = valueAt(doc, t.path);
        return value && typeof value === 'object' && locale in value ? (value as Tree)[locale] : value;
      };
      expect(checkLocale(locale, read)).toEqual([]);
    }
  });

  it('publishes each page with one version, the first entry of its history', async () => {
    const pages = await all('pages');
    expect(pages.every((doc) => doc._status === 'published')).toBe(true);
    expect(pages.map((doc) => doc.key)).toEqual([...SITE_PAGES]);
    const versions = await payload.findVersions({ collection: 'legal-pages', limit: 0, pagination: false, depth: 0 });
    expect(versions.docs).toHaveLength(3);
    expect(versions.docs.every((version) => version.version._status === 'published')).toBe(true);
  });

  it('wrote what the collections accept: each kind of document saves in every language', async () => {
    const samples = [
      ['pages', { key: { equals: 'home' } }],
      ['pages', { key: { equals: 'aboutUs' } }],
      ['pages', { key: { equals: 'services' } }],
      ['pages', { key: { equals: 'smsOtp' } }],
      ['pages', { key: { equals: 'faq' } }],
      ['legal-pages', { key: { equals: 'policy' } }],
      ['faq-entries', { anchor: { equals: 'otp' } }],
    ] as const;
    for (const [collection, where] of samples) {
      const [doc] = (await payload.find({ collection, where, depth: 0 })).docs;
      for (const locale of locales) {
        // No change: Payload validates the whole document in that language and publishes it again.
        await expect(
          payload.update({ collection, id: doc!.id, locale, data: {}, context: { disableRevalidate: true } }),
          `${collection} ${JSON.stringify(where)} ${locale}`,
        ).resolves.toMatchObject({ _status: 'published' });
      }
    }
  });

  it('changes nothing when it runs again: staff edits survive', async () => {
    const [about] = (await payload.find({ collection: 'pages', where: { key: { equals: 'aboutUs' } } })).docs;
    await payload.update({
      collection: 'pages',
      id: about!.id,
      locale: 'en',
      data: { lead: 'Edited by staff' },
      context: { disableRevalidate: true },
    });
    const { movePageTexts } = await import('@/cms/page-texts/move-page-texts');
    const { createLocalReq } = await import('payload');
    await movePageTexts(payload, await createLocalReq({}, payload));
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(14);
    expect((await payload.count({ collection: 'faq-entries' })).totalDocs).toBe(12);
    const again = await payload.findByID({ collection: 'pages', id: about!.id, locale: 'en' });
    expect(again.lead).toBe('Edited by staff');
  });
});
