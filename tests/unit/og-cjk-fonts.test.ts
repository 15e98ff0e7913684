import { readFileSync } from 'node:fs';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { articleImage } from '@/lib/og/article-image';
import { parseSubsets, subsetsFor } from '@/lib/og/cjk-fonts';

const css = (pkg: string) => readFileSync(`node_modules/@fontsource/${pkg}/700.css`, 'utf8');

describe('CJK fonts of the share images', () => {
  it('reads every subset of the fontsource stylesheets with its WOFF file and ranges', () => {
    for (const pkg of ['noto-sans-sc', 'noto-sans-tc']) {
      const subsets = parseSubsets(css(pkg));
      expect(subsets.length).toBeGreaterThan(90);
      for (const subset of subsets) {
        expect(subset.file).toMatch(/^noto-sans-(sc|tc)-[a-z0-9-]+-700-normal\.woff$/);
        for (const [low, high] of subset.ranges) expect(low).toBeLessThanOrEqual(high);
      }
    }
  });

  it('picks the subsets that hold each Chinese character, and none for Thai or Latin', () => {
    const subsets = parseSubsets(css('noto-sans-sc'));
    const title = '短信营销：什么时候发送效果最好？';
    const picked = subsetsFor(title, subsets);
    expect(picked.length).toBeGreaterThan(0);
    for (const char of title) {
      const code = char.codePointAt(0)!;
      expect(picked.some(({ ranges }) => ranges.some(([low, high]) => code >= low && code <= high))).toBe(true);
    }
    expect(subsetsFor('ส่ง SMS ให้ได้ผล', subsets)).toEqual([]);
  });
});

describe('articleImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Renders the image; `network` records every URL fetched other than the renderer's own data: URLs (its WebAssembly). */
  const render = async (locale: string, title: string) => {
    const realFetch = globalThis.fetch;
    const network = vi.fn<(url: string) => void>();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('data:')) return realFetch(input, init);
      network(url);
      return Promise.reject(new Error('no network'));
    });
    const image = await articleImage({ locale, title, site: 'SabaiSMS', category: null, color: '#0f9d58' });
    return { network, png: Buffer.from(await image.arrayBuffer()) };
  };

  it.each([
    ['zh-CN', '短信营销：什么时候发送效果最好？'],
    ['zh-TW', '簡訊行銷：什麼時候發送效果最好？'],
  ])('draws a %s title with the bundled faces, asking the network for nothing', async (locale, title) => {
    const { network, png } = await render(locale, title);
    expect(network).not.toHaveBeenCalled();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('would otherwise fetch the missing glyphs (the check above can fail)', async () => {
    const { network } = await render('en', '短信营销');
    expect(network).toHaveBeenCalled();
  });
});
