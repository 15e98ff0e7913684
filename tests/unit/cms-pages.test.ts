/**
 * The page collections on a migrated SQLite database (issue 25): fixed pages that staff can edit
 * but neither add nor delete, required texts refused empty in the admin's language, rich text that
 * can never carry script (refused on publish and, since drafts are validated, as a draft too; the site
 * drops it on render whatever reached a document another way), legal
 * pages keeping every version, FAQ anchors made from the English question.
 */
import { getLocalI18n, type Payload, ValidationError } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import { userWith } from '../helpers/seeded-cms';
import { richTextProblem } from '@/cms/collections/pages/rich-text-rules';
import { lexicalToRichText } from '@/lib/content/richtext';

// A new context per operation, as every request has: Payload keeps state of an operation in it
// (e.g. `isRestoringVersion`), which a shared object would carry into the next one.
const context = () => ({ disableRevalidate: true });
/** What an operation threw, or null when it succeeded. */
const thrown = (operation: Promise<unknown>) =>
  operation.then(
    () => null,
    (caught: unknown) => caught,
  );

type Node = Record<string, unknown>;
const text = (value: string, extra: Node = {}) => ({ type: 'text', text: value, format: 0, version: 1, ...extra });
const paragraph = (...children: Node[]) => ({ type: 'paragraph', version: 1, children });
const link = (url: string, label = 'read more') => ({
  type: 'link',
  version: 3,
  fields: { url, linkType: 'custom', newTab: false },
  children: [text(label)],
});
const doc = (...children: Node[]) => ({ root: { type: 'root', version: 1, children } });

const HOSTILE = {
  'an html node': doc({ type: 'html', version: 1, html: '<script>alert(1)</script>' }),
  'a script tag typed as text': doc(paragraph(text('<script>alert(1)</script>'))),
  'an on* attribute': doc(paragraph(text('hello', { onclick: 'alert(1)' }))),
  'a javascript: link': doc(paragraph(link('javascript:alert(1)'))),
  'a data: link': doc(paragraph(link('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='))),
  'an obfuscated javascript: link': doc(paragraph(link(' JaVa\tScRiPt:alert(1)'))),
  'an h1 heading': doc({ type: 'heading', tag: 'h1', version: 1, children: [text('Title')] }),
};

describe('page rich text rules (pure)', () => {
  it('accept headings, paragraphs, lists, safe links and bold', () => {
    const fine = doc(
      { type: 'heading', tag: 'h2', version: 1, children: [text('Scope')] },
      paragraph(text('bold', { format: 1 }), link('https://example.com/terms'), link('/contact-us')),
      {
        type: 'list',
        listType: 'bullet',
        tag: 'ul',
        version: 1,
        children: [{ type: 'listitem', value: 1, version: 1, children: [link('mailto:dpo@example.com')] }],
      },
    );
    expect(richTextProblem(fine)).toBeNull();
    expect(richTextProblem(null)).toBeNull();
  });

  it.each(Object.entries(HOSTILE))('refuse %s', (_, value) => {
    expect(richTextProblem(value)).not.toBeNull();
  });

  it.each(Object.entries(HOSTILE))('and the site drops %s when a document holds it anyway', (_, value) => {
    const rendered = JSON.stringify(lexicalToRichText(value));
    expect(rendered).not.toMatch(/javascript|data:|onclick|"html"/i);
    // Text stays text (React escapes it); it never becomes an element.
    expect(rendered).not.toMatch(/"type":"(script|html)"/);
  });
});

describe('the page collections', () => {
  let env: PayloadTestEnv;
  let payload: Payload;
  let policyId: number;

  beforeAll(async () => {
    env = await createPayloadTestEnv('cms-pages');
    payload = env.payload;
    const [policy] = (await payload.find({ collection: 'legal-pages', where: { key: { equals: 'policy' } } })).docs;
    policyId = policy!.id;
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  it('cannot be added to or deleted from, even by an admin, and editors edit them', async () => {
    const admin = await userWith(payload, 'admin');
    const editor = await userWith(payload, 'editor');
    const [about] = (await payload.find({ collection: 'pages', where: { key: { equals: 'aboutUs' } } })).docs;
    await expect(
      payload.delete({ collection: 'pages', id: about!.id, user: admin, overrideAccess: false }),
    ).rejects.toThrow();
    await expect(
      payload.delete({ collection: 'legal-pages', id: policyId, user: admin, overrideAccess: false }),
    ).rejects.toThrow();
    await expect(
      payload.create({
        collection: 'pages',
        data: { key: 'aboutUs', title: 'x', heading: 'x', seo: { title: 'x', description: 'x' } } as never,
        user: admin,
        overrideAccess: false,
      }),
    ).rejects.toThrow();
    const edited = await payload.update({
      collection: 'pages',
      id: about!.id,
      locale: 'en',
      data: { heading: 'About SabaiSMS' },
      user: editor,
      overrideAccess: false,
      context: context(),
    });
    expect(edited.heading).toBe('About SabaiSMS');
    expect(edited.key).toBe('aboutUs');
    // Which page a document is never changes, and an editor can restore an earlier version.
    const moved = await payload.update({
      collection: 'pages',
      id: about!.id,
      data: { key: 'faq' },
      user: editor,
      overrideAccess: false,
      context: context(),
    });
    expect(moved.key).toBe('aboutUs');
    const [first] = (
      await payload.findVersions({ collection: 'pages', where: { parent: { equals: about!.id } }, sort: 'createdAt' })
    ).docs;
    const restored = await payload.restoreVersion({
      collection: 'pages',
      id: first!.id,
      user: editor,
      overrideAccess: false,
      context: context(),
    });
    expect(restored.key).toBe('aboutUs');
    expect((await payload.count({ collection: 'pages' })).totalDocs).toBe(14);
  });

  it('support staff and visitors read only what is published: no edit, no drafts, no history (issue 27)', async () => {
    const support = await userWith(payload, 'support');
    const [faq] = (await payload.find({ collection: 'pages', where: { key: { equals: 'faq' } } })).docs;
    for (const user of [support, undefined]) {
      await expect(
        payload.update({ collection: 'pages', id: faq!.id, data: { heading: 'x' }, user, overrideAccess: false }),
      ).rejects.toThrow();
      await expect(
        payload.findVersions({
          collection: 'legal-pages',
          where: { parent: { equals: policyId } },
          user,
          overrideAccess: false,
        }),
      ).rejects.toThrow();
    }
    // A draft of an FAQ entry is read by editors only.
    const entry = await payload.create({
      collection: 'faq-entries',
      locale: 'en',
      draft: true,
      data: { question: 'Draft question?', answer: 'Draft answer.', group: 'general', order: 99, anchor: 'draft-q' },
      context: context(),
    });
    const read = (user: unknown) =>
      payload.find({
        collection: 'faq-entries',
        where: { id: { equals: entry.id } },
        user,
        overrideAccess: false,
        draft: true,
      });
    expect((await read(support)).docs).toHaveLength(0);
    expect((await read(await userWith(payload, 'editor'))).docs).toHaveLength(1);
    await payload.delete({ collection: 'faq-entries', id: entry.id, context: context() });
  });

  it('refuse an empty required text with a message in the admin’s language', async () => {
    const [faq] = (await payload.find({ collection: 'pages', where: { key: { equals: 'faq' } } })).docs;
    const messageIn = async (language: 'th' | 'en') => {
      const i18n = await getLocalI18n({ config: payload.config, language });
      const error = await thrown(
        payload.update({
          collection: 'pages',
          id: faq!.id,
          locale: 'en',
          data: { heading: '' },
          req: { i18n },
          context: context(),
        }),
      );
      expect(error).toBeInstanceOf(ValidationError);
      return (error as ValidationError).data.errors.map((entry) => entry.message).join(' ');
    };
    expect(await messageIn('th')).toBe('จำเป็นต้องระบุค่า');
    expect(await messageIn('en')).toMatch(/required/i);
  });

  it.each(Object.entries(HOSTILE))('refuse to publish %s, in the admin’s language', async (_, body) => {
    const i18n = await getLocalI18n({ config: payload.config, language: 'th' });
    const error = await thrown(
      payload.update({
        collection: 'legal-pages',
        id: policyId,
        locale: 'en',
        data: { body },
        req: { i18n },
        context: context(),
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).data.errors[0]?.message).toMatch(/[\u0E00-\u0E7F]/);
    const published = await payload.findByID({ collection: 'legal-pages', id: policyId, locale: 'en' });
    expect(JSON.stringify(published.body)).not.toMatch(/javascript|script>|onclick|data:text/i);
  });

  it('refuse such a link in a draft too (drafts are validated), leaving draft and page as they were', async () => {
    const before = await payload.findByID({ collection: 'legal-pages', id: policyId, locale: 'en', draft: true });
    const error = await thrown(
      payload.update({
        collection: 'legal-pages',
        id: policyId,
        locale: 'en',
        draft: true,
        data: { body: HOSTILE['a javascript: link'] },
        context: context(),
      }),
    );
    expect(error).toBeInstanceOf(ValidationError);
    const draft = await payload.findByID({ collection: 'legal-pages', id: policyId, locale: 'en', draft: true });
    expect(JSON.stringify(draft.body)).toBe(JSON.stringify(before.body));
    const published = await payload.findByID({ collection: 'legal-pages', id: policyId, locale: 'en' });
    expect(JSON.stringify(published.body)).not.toContain('javascript:');
  });

  it('keep every version of a legal page (other content keeps 50)', async () => {
    const before = (await payload.countVersions({ collection: 'legal-pages', where: { parent: { equals: policyId } } }))
      .totalDocs;
    for (let n = 0; n < 51; n++) {
      await payload.update({
        collection: 'legal-pages',
        id: policyId,
        locale: 'th',
        data: { lead: `ฉบับที่ ${n}`, _status: 'published' },
        context: context(),
      });
    }
    const after = (await payload.countVersions({ collection: 'legal-pages', where: { parent: { equals: policyId } } }))
      .totalDocs;
    expect(after).toBe(before + 51);
    expect(after).toBeGreaterThan(50);
  });

  it('make an FAQ anchor from the English question when staff leave it empty', async () => {
    const entry = await payload.create({
      collection: 'faq-entries',
      locale: 'en',
      data: { question: 'Can I send at night?', answer: 'Yes, scheduled.', group: 'sending', order: 5, anchor: '' },
      context: context(),
    });
    expect(entry.anchor).toBe('can-i-send-at-night');
    expect(entry._status).toBe('draft');
  });
});
