import { createHash } from 'node:crypto';

import { iconPaths, type IconName } from '@/components/icons/icon-paths';
import { logoSymbol, notFoundSymbol } from '@/components/icons/illustration-symbols';

/*
 * Where the drawings come from. Chrome builds a whole isolated document for an SVG file that a
 * <use> refers to, on the page's main thread when the file arrives: one task of 10–58 ms on this
 * machine while the page starts (a slow phone's longest after the framework's own start). So what
 * every page draws more than once (the logo, in the header and the footer; the phone and LINE
 * icons, in the top bar, the footer and the contact buttons) is written into the page itself, once,
 * as symbols (PageSprite in the layout), and any other icon is drawn in place with its own paths:
 * for an icon drawn once, that is fewer bytes than a symbol and a reference. The file sprite
 * (/icons.svg) keeps what is drawn outside the site's pages or on few of them: the logo of the
 * admin and the 404 drawing, which the not-found boundary in every page's payload would otherwise
 * carry as markup.
 */

/** The icons that every page draws more than once: in the page's sprite, referenced by id. */
export const spriteIcons = ['phone', 'line'] as const satisfies readonly IconName[];

/** A symbol's id in the page's sprite, prefixed so that an id from content (a heading "line") cannot shadow it. */
export const symbolId = (name: IconName | 'logo') => `i-${name}`;

export const inPageSprite = (name: IconName): boolean => (spriteIcons as readonly IconName[]).includes(name);

/**
 * Markup written into a page, with single quotes: the RSC payload carries it again as a JSON string,
 * where a double quote would be escaped.
 */
const singleQuoted = (markup: string) => markup.replaceAll('"', "'");

/** An icon's paths as written into a page (in its sprite or in place). */
export const iconMarkup = (name: IconName) => singleQuoted(iconPaths[name]);

/** The page's sprite: the logo and the sprite icons as <symbol>s. */
export function pageSprite(): string {
  const icons = spriteIcons.map(
    (name) => `<symbol id='${symbolId(name)}' viewBox='0 0 24 24'>${iconMarkup(name)}</symbol>`,
  );
  return icons.join('') + singleQuoted(logoSymbol(symbolId('logo')));
}

/** The file sprite (/icons.svg): the logo for the admin and the 404 drawing. */
export function fileSprite(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg">${logoSymbol('logo')}${notFoundSymbol}</svg>`;
}

/**
 * The file sprite's URL, versioned by its content: it is cached for a year, and a changed drawing
 * gets a new URL.
 */
export const spriteUrl = `/icons.svg?v=${createHash('sha256').update(fileSprite()).digest('hex').slice(0, 10)}`;
