import { describe, expect, it } from 'vitest';

import { fillTemplate } from '@/components/contact/contact-texts';
import { locales } from '@/i18n/locales';

describe('fillTemplate (the contact form, without a message formatter in the browser)', () => {
  it('replaces each {name} with its value, every time it appears, and leaves unknown names', () => {
    expect(fillTemplate('Too long: at most {max} characters.', { max: 2000 })).toBe(
      'Too long: at most 2000 characters.',
    );
    expect(fillTemplate('{a} and {a}, {b}', { a: '1', b: 'x' })).toBe('1 and 1, x');
    expect(fillTemplate('{missing}', {})).toBe('{missing}');
  });

  it.each(locales)('the Contact messages of %s have only plain {name} placeholders', async (locale) => {
    const { Contact } = (await import(`@/messages/${locale}/contact.json`)).default as { Contact: object };
    const strings = JSON.stringify(Contact).match(/"(?:[^"\\]|\\.)*"/g) ?? [];
    // An ICU plural, select or number format ({count, plural, …}) would need use-intl's formatter.
    const complex = strings.filter((text) => /[{}]/.test(text.replace(/\{\w+\}/g, '')));
    expect(complex).toEqual([]);
    expect(strings.some((text) => /\{\w+\}/.test(text))).toBe(true);
  });
});
