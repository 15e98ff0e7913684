import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Chinese glyphs for the share images. Noto Sans SC and TC (fontsource, bold) come as about a hundred
 * WOFF files each, split by unicode-range: a title needs the few that hold its characters. Without
 * them Satori finds no glyph for Chinese text and asks Google Fonts for one at request time, which a
 * site that makes no outside requests must not do.
 */
const PACKAGES = { 'zh-CN': 'noto-sans-sc', 'zh-TW': 'noto-sans-tc' } as const;
export type CjkLocale = keyof typeof PACKAGES;
export const isCjkLocale = (locale: string): locale is CjkLocale => locale in PACKAGES;

export type Subset = { file: string; ranges: [number, number][] };

/** `U+4e00-4e5f`, `U+3000`, `U+4??` → [low, high]. */
function parseRange(part: string): [number, number] {
  const [low, high] = part.trim().replace(/^U\+/i, '').split('-') as [string, string?];
  if (low.includes('?')) return [parseInt(low.replace(/\?/g, '0'), 16), parseInt(low.replace(/\?/g, 'f'), 16)];
  return [parseInt(low, 16), parseInt(high ?? low, 16)];
}

/** Each @font-face of a fontsource stylesheet: its WOFF file (Satori reads no WOFF2) and unicode-range. */
export function parseSubsets(css: string): Subset[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].flatMap(([, block = '']) => {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    return file && range ? [{ file, ranges: range.split(',').map(parseRange) }] : [];
  });
}

/** Sarabun covers Latin, Thai and Vietnamese; from the CJK radicals up, the Chinese face is needed. */
const FIRST_CJK = 0x2e80;

/** The subsets holding the CJK characters of `text`, each once. */
export function subsetsFor(text: string, subsets: readonly Subset[]): Subset[] {
  const needed = new Set<Subset>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < FIRST_CJK) continue;
    const subset = subsets.find(({ ranges }) => ranges.some(([low, high]) => code >= low && code <= high));
    if (subset) needed.add(subset);
  }
  return [...needed];
}

const stylesheets = new Map<CjkLocale, Promise<Subset[]>>();
const files = new Map<string, Promise<Buffer>>();

/** The faces (one name per subset, for Satori's fallback list) that draw the CJK text of `text`. */
export async function cjkFonts(locale: CjkLocale, text: string): Promise<{ name: string; data: Buffer }[]> {
  // Read at run time from node_modules, never traced into the build: as a dynamic path Turbopack
  // matched it against every file of the two packages (about 30,000) and warned of over-bundling.
  const dir = path.join(/* turbopackIgnore: true */ process.cwd(), 'node_modules/@fontsource', PACKAGES[locale]);
  if (!stylesheets.has(locale)) {
    stylesheets.set(locale, readFile(path.join(dir, '700.css'), 'utf8').then(parseSubsets));
  }
  const needed = subsetsFor(text, await stylesheets.get(locale)!);
  return Promise.all(
    needed.map(async ({ file }) => {
      const full = path.join(/* turbopackIgnore: true */ dir, 'files', file);
      if (!files.has(full)) files.set(full, readFile(full));
      return { name: file.replace(/\.woff$/, ''), data: await files.get(full)! };
    }),
  );
}
