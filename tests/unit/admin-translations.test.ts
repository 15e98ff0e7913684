import { en } from '@payloadcms/translations/languages/en';
import { th } from '@payloadcms/translations/languages/th';
import { describe, expect, it } from 'vitest';

import { adminTranslations } from '@/cms/admin/translations';

/**
 * The Thai admin is Thai: Payload's own strings as merged with our corrections, and the texts of our
 * components. Latin words allowed in Thai text: API (as Thai writes it), and the `{{variables}}`
 * and markup Payload fills in.
 */
type Groups = Record<string, Record<string, string>>;

const ALLOWED_LATIN = new Set(['API']);

function merged(base: Groups, overrides: Record<string, unknown>): Groups {
  const out: Groups = {};
  for (const [group, values] of Object.entries(base)) {
    out[group] = { ...values, ...((overrides[group] as Record<string, string> | undefined) ?? {}) };
  }
  return out;
}

function latinWords(text: string): string[] {
  const bare = text.replace(/\{\{[^}]*\}\}/g, ' ').replace(/<[^>]*>/g, ' ');
  return (bare.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ALLOWED_LATIN.has(word));
}

const variables = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe('admin translations', () => {
  const thai = merged(th.translations as unknown as Groups, adminTranslations.th);
  const english = en.translations as unknown as Groups;

  it('every Payload string of the Thai admin is Thai (no English left, no stray prompt)', () => {
    const english: string[] = [];
    for (const [group, values] of Object.entries(thai)) {
      for (const [key, value] of Object.entries(values)) {
        if (group === 'general' && key === 'thisLanguage') continue;
        // Mail bodies carry addresses (serverURL, verificationURL) in their markup only.
        if (latinWords(value).length) english.push(`${group}:${key} = ${value.slice(0, 80)}`);
      }
    }
    expect(english).toEqual([]);
  });

  it('the content language is a language, never a place', () => {
    for (const values of Object.values(thai)) {
      for (const value of Object.values(values)) expect(value).not.toMatch(/ตำแหน่งที่ตั้ง|สถานที่/);
    }
    expect(thai.general?.locale).toBe('ภาษา');
    expect(thai.general?.true).toBe('ใช่');
    expect(thai.general?.false).toBe('ไม่ใช่');
  });

  it('every correction is a key Payload has, and keeps its variables', () => {
    for (const [language, texts] of [
      ['th', adminTranslations.th],
      ['en', adminTranslations.en],
    ] as const) {
      for (const [group, values] of Object.entries(texts)) {
        if (group === 'custom') continue;
        for (const [key, value] of Object.entries(values as Record<string, string>)) {
          const original = english[group]?.[key];
          expect(original, `${language} ${group}:${key} is a Payload key`).toBeTypeOf('string');
          expect(variables(value), `${language} ${group}:${key}`).toEqual(variables(original!));
        }
      }
    }
  });

  it('our own texts exist in both languages, with the same variables, the Thai ones in Thai', () => {
    const { custom: en } = adminTranslations.en;
    const { custom: thaiTexts } = adminTranslations.th;
    expect(Object.keys(thaiTexts).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(thaiTexts)) {
      expect(value, key).toMatch(/\p{Script=Thai}/u);
      expect(latinWords(value), key).toEqual([]);
      expect(variables(value), key).toEqual(variables(en[key as keyof typeof en]));
    }
  });
});
