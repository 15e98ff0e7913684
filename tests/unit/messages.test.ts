import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { messageFiles } from '@/i18n/messages';
import { locales } from '@/i18n/locales';

const root = path.join(process.cwd(), 'messages');

function flatten(node: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') out.set(prefix, node);
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node))
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}

function load(locale: string, file: string): Map<string, string> {
  return flatten(JSON.parse(readFileSync(path.join(root, locale, file), 'utf8')));
}

/** ICU arguments such as {count} or {status} used by a message. */
function argumentsOf(text: string): string[] {
  return [...text.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1] ?? '').sort();
}

describe('UI messages', () => {
  it('every message file on disk is loaded, and exists in every language', () => {
    for (const locale of locales) {
      const files = readdirSync(path.join(root, locale))
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace(/\.json$/, ''));
      expect(files.sort(), locale).toEqual([...messageFiles].sort());
    }
  });

  for (const file of messageFiles) {
    it(`${file}.json has the same keys and arguments in all five languages, none empty`, () => {
      const reference = load('en', `${file}.json`);
      for (const locale of locales) {
        const messages = load(locale, `${file}.json`);
        expect([...messages.keys()].sort(), `${locale}/${file}.json keys`).toEqual([...reference.keys()].sort());
        for (const [key, text] of messages) {
          expect(text.trim().length, `${locale}: ${key} is empty`).toBeGreaterThan(0);
          expect(argumentsOf(text), `${locale}: ${key} arguments`).toEqual(argumentsOf(reference.get(key) ?? ''));
        }
      }
    });
  }
});
