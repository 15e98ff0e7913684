import { createHash } from 'node:crypto';

import { iconPaths } from '@/components/icons/icon-paths';
import { illustrationSymbols } from '@/components/icons/illustration-symbols';

/** Every icon as a <symbol>: the stroke style is set once here and inherited by each <use>. */
export function iconSprite(): string {
  const symbols = Object.entries(iconPaths).map(
    ([name, markup]) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${markup}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}${illustrationSymbols}</svg>`;
}

/**
 * The sprite's URL, versioned by its content: it is cached for a year, and a changed icon
 * gets a new URL.
 */
export const spriteUrl = `/icons.svg?v=${createHash('sha256').update(iconSprite()).digest('hex').slice(0, 10)}`;
