import { readFileSync } from 'node:fs';

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { Icon } from '@/components/icons/Icon';
import { iconPaths, type IconName } from '@/components/icons/icon-paths';
import { Logo } from '@/components/icons/Logo';
import { PageSprite } from '@/components/icons/PageSprite';
import { fileSprite, pageSprite, spriteIcons, spriteUrl, symbolId } from '@/components/icons/sprite';

const symbolIds = (svg: string) => {
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(svg) as {
    svg: { symbol: { '@_id': string }[] };
  };
  return parsed.svg.symbol.map((symbol) => symbol['@_id']);
};

const wrapped = (symbols: string) => `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>`;

describe('page sprite', () => {
  it('holds the layout icons and the logo, each once, with prefixed ids', () => {
    expect(XMLValidator.validate(wrapped(pageSprite()))).toBe(true);
    const ids = symbolIds(wrapped(pageSprite()));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...spriteIcons.map((name) => `i-${name}`), 'i-logo'].sort());
  });

  it('draws every layout icon with the same paths as the icon set', () => {
    for (const name of spriteIcons) {
      expect(pageSprite()).toContain(
        `<symbol id='i-${name}' viewBox='0 0 24 24'>${iconPaths[name].replaceAll('"', "'")}`,
      );
    }
  });

  it('is written once, hidden from view and from assistive technology', () => {
    const markup = renderToStaticMarkup(<PageSprite />);
    expect(markup).toMatch(/^<svg class="sprite" aria-hidden="true">/);
    expect(markup).toContain("<symbol id='i-logo'");
  });
});

describe('icons', () => {
  it('refers a layout icon to the page sprite, hidden unless titled', () => {
    const name: IconName = 'phone';
    const decorative = renderToStaticMarkup(<Icon name={name} />);
    expect(decorative).toContain(`<use href="#${symbolId('phone')}"></use>`);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('role=');
    const titled = renderToStaticMarkup(<Icon name={name} title="Call us" />);
    expect(titled).toContain('role="img"');
    expect(titled).toContain('aria-label="Call us"');
    expect(titled).not.toContain('aria-hidden');
  });

  it('draws any other icon in place with its own paths, and no external reference', () => {
    const name: IconName = 'clock';
    expect(spriteIcons).not.toContain(name);
    const markup = renderToStaticMarkup(<Icon name={name} size={20} />);
    expect(markup).toContain('viewBox="0 0 24 24"');
    expect(markup).toContain(iconPaths.clock.replaceAll('"', "'"));
    expect(markup).not.toContain('<use');
    expect(markup).not.toContain('icons.svg');
    expect(markup).toContain('width="20"');
  });
});

describe('logo', () => {
  it('comes from the page sprite, or from the file sprite where a page has none (the admin)', () => {
    expect(renderToStaticMarkup(<Logo title="Home" />)).toContain('<use href="#i-logo"></use>');
    expect(renderToStaticMarkup(<Logo title="Home" symbol={`${spriteUrl}#logo`} />)).toContain(
      `<use href="${spriteUrl}#logo"></use>`,
    );
  });

  it('colours the inverse logo through custom properties', () => {
    expect(renderToStaticMarkup(<Logo title="Home" inverse />)).toContain('--logo-ink:#ffffff');
    expect(renderToStaticMarkup(<Logo title="Home" />)).not.toContain('--logo-ink');
  });
});

describe('file sprite', () => {
  it('is well-formed SVG with the logo and the 404 drawing', () => {
    expect(XMLValidator.validate(fileSprite())).toBe(true);
    expect(symbolIds(fileSprite()).sort()).toEqual(['logo', 'not-found']);
  });

  it('has a URL that changes with its content', () => {
    expect(spriteUrl).toMatch(/^\/icons\.svg\?v=[0-9a-f]{10}$/);
  });
});

describe('favicon', () => {
  it('public/favicon.png is public/favicon.svg drawn at 96 px', async () => {
    const png = await sharp(readFileSync('public/favicon.png'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([png.info.width, png.info.height]).toEqual([96, 96]);
    const svg = await sharp(readFileSync('public/favicon.svg'), { density: 384 })
      .resize(96, 96)
      .ensureAlpha()
      .raw()
      .toBuffer();
    // Colours weighted by opacity (a transparent pixel's colour is not drawn); the PNG is
    // palette-quantized, so a few levels per channel, never another drawing.
    const drawn = (data: Buffer, i: number) => ((data[i] ?? 0) * (data[i - (i % 4) + 3] ?? 0)) / 255;
    let difference = 0;
    for (let i = 0; i < svg.length; i++) difference += Math.abs(drawn(svg, i) - drawn(png.data, i));
    expect(difference / svg.length).toBeLessThan(2);
  });
});
