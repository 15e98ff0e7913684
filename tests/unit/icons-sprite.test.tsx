import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Icon } from '@/components/icons/Icon';
import { iconPaths, type IconName } from '@/components/icons/icon-paths';
import { Logo } from '@/components/icons/Logo';
import { iconSprite, spriteUrl } from '@/components/icons/sprite';

const symbolIds = () => {
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(iconSprite()) as {
    svg: { symbol: { '@_id': string }[] };
  };
  return parsed.svg.symbol.map((symbol) => symbol['@_id']);
};

describe('icon sprite', () => {
  it('is well-formed SVG with one symbol per icon, the logo and the 404 drawing', () => {
    expect(XMLValidator.validate(iconSprite())).toBe(true);
    const ids = symbolIds();
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.sort()).toEqual([...Object.keys(iconPaths), 'logo', 'not-found'].sort());
  });

  it('has a URL that changes with its content', () => {
    expect(spriteUrl).toMatch(/^\/icons\.svg\?v=[0-9a-f]{10}$/);
  });

  it('renders an icon as a reference into the sprite, hidden unless titled', () => {
    const name: IconName = 'phone';
    const decorative = renderToStaticMarkup(<Icon name={name} />);
    expect(decorative).toContain(`<use href="${spriteUrl}#phone"></use>`);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('role=');
    const titled = renderToStaticMarkup(<Icon name={name} title="Call us" />);
    expect(titled).toContain('role="img"');
    expect(titled).toContain('aria-label="Call us"');
    expect(titled).not.toContain('aria-hidden');
  });

  it('colours the inverse logo through custom properties', () => {
    expect(renderToStaticMarkup(<Logo title="Home" inverse />)).toContain('--logo-ink:#ffffff');
    expect(renderToStaticMarkup(<Logo title="Home" />)).not.toContain('--logo-ink');
  });
});
