/**
 * The CMS pages as the site reads them (lib/content/cms/map-pages.ts): each text falls back along
 * the README's chain on its own (zh-TW → zh-CN → en → th, vi → en → th), so a page whose translation
 * is missing never shows an empty section; rich text keeps only what renders safely.
 */
import { describe, expect, it } from 'vitest';

import { fillPlaceholders } from '@/components/legal/fill-placeholders';
import { legalSections } from '@/components/legal/legal-sections';
import {
  mapFaqEntry,
  mapLegalPage,
  mapSitePage,
  type FaqEntryDoc,
  type LegalPageDoc,
  type PageDoc,
} from '@/lib/content/cms/map-pages';
import { serviceCards } from '@/lib/content/rules';
import { LegalPages } from '@/cms/collections/pages/LegalPages';
import { Pages } from '@/cms/collections/pages/Pages';
import { allLocales } from '@/cms/page-texts/all-locales';
import { pageDocuments } from '@/cms/page-texts/page-documents';
import { flattenAllFields, type Field } from 'payload';

const all = (th: string, more: Record<string, string> = {}) => ({ th, ...more });
// Partial documents as a read with locale 'all' returns them (the mappers tolerate missing groups).
const asPage = (doc: object) => doc as PageDoc;
const asLegal = (doc: object) => doc as LegalPageDoc;
const asFaq = (doc: object) => doc as FaqEntryDoc;

describe('a service page with missing translations', () => {
  const doc = {
    id: 1,
    key: 'smsOtp',
    title: all('SMS OTP', { en: 'SMS OTP', 'zh-CN': '短信验证码' }),
    heading: all('หัวข้อ', { en: 'Heading' }),
    lead: all('คำนำ', { en: '' }),
    service: {
      summary: all('สรุป', { en: 'Summary', 'zh-CN': '摘要' }),
      featuresTitle: all('คุณสมบัติ', { vi: 'Tính năng' }),
      features: [
        { id: 'a', title: all('หนึ่ง', { en: 'One' }), text: all('ข้อความ', { en: 'Text' }) },
        { id: 'b', title: {}, text: {} },
      ],
      factsTitle: all('ข้อมูล'),
      facts: [{ id: 'c', text: all('เร็ว', { 'zh-TW': '快速' }) }],
    },
    cta: { title: all('พร้อมไหม', { en: 'Ready?' }), text: all('สมัคร') },
    seo: { title: {}, description: all('คำอธิบาย', { en: 'Description' }) },
  };

  it('falls back field by field along the chain, never to an empty text', () => {
    const tw = mapSitePage(asPage(doc), 'zh-TW')!;
    expect(tw.title).toBe('短信验证码'); // zh-TW → zh-CN
    expect(tw.heading).toBe('Heading'); // → en
    expect(tw.lead).toBe('คำนำ'); // en is empty → th
    expect(tw.service?.summary).toBe('摘要');
    expect(tw.service?.facts).toEqual(['快速']);
    const vi = mapSitePage(asPage(doc), 'vi')!;
    expect(vi.service?.featuresTitle).toBe('Tính năng');
    expect(vi.service?.features).toEqual([{ title: 'One', text: 'Text' }]);
    expect(vi.cta).toEqual({ title: 'Ready?', text: 'สมัคร' });
  });

  it('drops list rows that have no text in any language, and takes the page name as the SEO title', () => {
    const en = mapSitePage(asPage(doc), 'en')!;
    expect(en.service?.features).toHaveLength(1);
    expect(en.seo).toEqual({ title: 'SMS OTP', description: 'Description', image: null });
    expect(serviceCards([en])).toEqual([{ key: 'smsOtp', title: 'SMS OTP', summary: 'Summary' }]);
  });
});

describe('the migrated pages, read back', () => {
  const built = pageDocuments();
  // What the database adapter stores: each localized field an object of its values per locale.
  const stored = (fields: Field[], key: string, perLocale: Record<string, Record<string, unknown>>) =>
    allLocales(flattenAllFields({ fields }), { ...perLocale, th: { key, ...perLocale.th } });

  it('give every section of home its words in every language', () => {
    const home = built.pages.find((page) => page.key === 'home')!;
    const doc = stored(Pages.fields, 'home', home.perLocale);
    for (const locale of ['th', 'en', 'zh-CN', 'zh-TW', 'vi'] as const) {
      const sections = mapSitePage(asPage(doc), locale)!.home!;
      expect(sections.hero.points).toHaveLength(3);
      expect(sections.hero.priceText).toContain('{price}');
      expect(sections.why.items.map((item) => item.icon)).toEqual([
        'refund',
        'clock',
        'network',
        'shield',
        'server',
        'bolt',
      ]);
      expect(sections.advantages.items).toHaveLength(4);
      expect(sections.steps.items).toHaveLength(3);
      expect(sections.hero.image.image).toBeNull();
      expect(sections.hero.image.alt).not.toBe('');
    }
  });

  it('cut the privacy policy into the sections of its table of contents', () => {
    const policy = built.legal.find((page) => page.key === 'policy')!;
    const page = mapLegalPage(asLegal(stored(LegalPages.fields, 'policy', policy.perLocale)), 'en')!;
    const sections = legalSections(page.body);
    expect(sections.map((section) => section.id)).toEqual(
      Array.from({ length: sections.length }, (_, index) => `section-${index + 1}`),
    );
    expect(sections.length).toBeGreaterThanOrEqual(11);
    expect(page.lastUpdated).toBe('2026-11-24T17:00:00.000Z');
  });
});

describe('rich text and FAQ entries', () => {
  it('drop unsafe links and unknown nodes of a draft before they reach the page', () => {
    const body = {
      en: {
        root: {
          children: [
            { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Scope' }] },
            {
              type: 'paragraph',
              children: [
                { type: 'link', fields: { url: 'javascript:alert(1)' }, children: [{ type: 'text', text: 'click' }] },
                { type: 'text', text: ' and ', onclick: 'alert(1)' },
              ],
            },
            { type: 'html', html: '<script>alert(1)</script>' },
          ],
        },
      },
    };
    const page = mapSitePage(asPage({ key: 'aboutUs', body }), 'en')!;
    expect(page.body).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Scope' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'click and ' }] },
    ]);
  });

  it('leave out an FAQ entry without a question or answer in any language', () => {
    expect(mapFaqEntry(asFaq({ id: 1, anchor: 'a', question: { th: 'ถาม' }, answer: {} }), 'en')).toBeNull();
    expect(
      mapFaqEntry(
        asFaq({ id: 2, anchor: 'otp', group: 'nonsense', question: { th: 'ถาม' }, answer: { th: 'ตอบ' } }),
        'vi',
      ),
    ).toEqual({ id: '2', anchor: 'otp', group: 'general', question: 'ถาม', answer: 'ตอบ' });
  });
});

describe('placeholders of a legal text', () => {
  it('take the values the site knows ({months}: the lead retention) and leave others as typed', () => {
    const body = [
      { type: 'paragraph' as const, children: [{ type: 'text' as const, text: 'Kept {months} months, {other}.' }] },
      { type: 'list' as const, ordered: false, items: [{ children: [{ type: 'text' as const, text: '{months}' }] }] },
    ];
    expect(fillPlaceholders(body, { months: '24' })).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Kept 24 months, {other}.' }] },
      { type: 'list', ordered: false, items: [{ children: [{ type: 'text', text: '24' }] }] },
    ]);
  });
});
