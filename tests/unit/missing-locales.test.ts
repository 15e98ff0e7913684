import type { FlattenedField } from 'payload';
import { describe, expect, it } from 'vitest';

import { missingLocales } from '@/cms/admin/missing-locales';

const text = (name: string, localized = true) => ({ name, type: 'text', localized }) as FlattenedField;
const rich = (text: string) => ({ root: { children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } });

describe('missingLocales (the admin’s translation badge)', () => {
  const fields = [
    text('title'),
    text('code', false),
    { name: 'body', type: 'richText', localized: true } as FlattenedField,
  ];

  it('lists the languages without a translation of a field that Thai has, in the locale list’s order', () => {
    const doc = {
      title: { th: 'หัวข้อ', en: 'Title', vi: '', 'zh-CN': '标题' },
      code: 'ABC',
      body: { th: rich('เนื้อหา'), en: rich('Body'), 'zh-CN': rich('内容'), 'zh-TW': rich('內容'), vi: rich('') },
    };
    expect(missingLocales(doc, fields)).toEqual(['zh-TW', 'vi']);
  });

  it('is empty when every language is there, and ignores fields Thai does not have either', () => {
    const all = { th: 'ก', en: 'a', 'zh-CN': '甲', 'zh-TW': '甲', vi: 'a' };
    expect(missingLocales({ title: all, body: { th: null } }, fields)).toEqual([]);
  });

  it('looks into the rows of arrays (contact channels, bank accounts)', () => {
    const array = {
      name: 'contact',
      type: 'array',
      flattenedFields: [text('label')],
    } as unknown as FlattenedField;
    const doc = { contact: [{ label: { th: 'โทร', en: 'Call', 'zh-CN': '电话', 'zh-TW': '電話' } }] };
    expect(missingLocales(doc, [array])).toEqual(['vi']);
  });

  it('looks into named groups and tabs, and lists in them (the sections of a page)', () => {
    const section = {
      name: 'hero',
      type: 'tab',
      flattenedFields: [
        text('eyebrow'),
        { name: 'points', type: 'array', flattenedFields: [text('text')] },
        { name: 'image', type: 'group', flattenedFields: [text('alt')] },
      ],
    } as unknown as FlattenedField;
    const home = { name: 'home', type: 'group', flattenedFields: [section] } as unknown as FlattenedField;
    const every = { th: 'ก', en: 'a', 'zh-CN': '甲', 'zh-TW': '甲', vi: 'a' };
    const doc = {
      home: {
        hero: {
          eyebrow: every,
          points: [{ text: every }, { text: { ...every, en: '' } }],
          image: { alt: { ...every, 'zh-TW': null } },
        },
      },
    };
    expect(missingLocales(doc, [home])).toEqual(['en', 'zh-TW']);
  });
});
