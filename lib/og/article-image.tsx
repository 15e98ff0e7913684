import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { ImageResponse } from 'next/og';

import { cjkFonts, isCjkLocale } from '@/lib/og/cjk-fonts';

export const OG_SIZE = { width: 1200, height: 630 };

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/sarabun/files');
/** Satori reads TTF/OTF/WOFF, not WOFF2; the subsets cover Thai, Latin and Vietnamese (CJK: ./cjk-fonts.ts). */
const FONTS = [
  ['Sarabun Latin', 'sarabun-latin-700-normal.woff'],
  ['Sarabun Thai', 'sarabun-thai-700-normal.woff'],
  ['Sarabun Vietnamese', 'sarabun-vietnamese-700-normal.woff'],
] as const;
let fonts: Promise<{ name: string; data: Buffer }[]> | undefined;

type Card = { locale: string; title: string; site: string; category: string | null; color: string };

/** The share image of an article: its title large on the brand colours, 1200×630 PNG. */
export async function articleImage({ locale, title, site, category, color }: Card): Promise<ImageResponse> {
  fonts ??= Promise.all(FONTS.map(async ([name, file]) => ({ name, data: await readFile(path.join(FONT_DIR, file)) })));
  const cjk = isCjkLocale(locale) ? await cjkFonts(locale, `${title}${category ?? ''}${site}`) : [];
  const data = [...(await fonts), ...cjk];
  // One name per subset, listed as fallbacks: under one shared name Satori used only one face, took
  // the other subsets' glyphs for missing and tried to download them from Google Fonts.
  const fontFamily = data.map(({ name }) => `"${name}"`).join(', ');
  return new ImageResponse(
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        width: '100%',
        height: '100%',
        padding: 72,
        background: 'linear-gradient(135deg, #0b1f4d 0%, #1a73e8 100%)',
        color: '#fff',
        fontFamily,
        fontWeight: 700,
      }}
    >
      {category ? (
        <div style={{ display: 'flex', fontSize: 34, color: '#dbe6ff' }}>
          <span
            style={{ width: 24, height: 24, borderRadius: 12, background: color, marginRight: 16, marginTop: 10 }}
          />
          {category}
        </div>
      ) : (
        <div />
      )}
      <div style={{ display: 'flex', fontSize: title.length > 60 ? 56 : 68, lineHeight: 1.25 }}>{title}</div>
      <div style={{ display: 'flex', fontSize: 32, color: '#dbe6ff' }}>{site}</div>
    </div>,
    {
      ...OG_SIZE,
      fonts: data.map((font) => ({ ...font, weight: 700 as const, style: 'normal' as const })),
    },
  );
}
