import type { CSSProperties } from 'react';

import { symbolId } from '@/components/icons/sprite';

const inverseColours = { '--logo-ink': '#ffffff', '--logo-accent': '#9cc0ff' } as CSSProperties;

/**
 * The SabaiSMS logo (components/icons/illustration-symbols.ts); `inverse` for dark backgrounds.
 * Drawn from the page's sprite; `symbol` names another (the admin's pages use the file sprite).
 */
export function Logo({
  title,
  inverse = false,
  symbol = `#${symbolId('logo')}`,
}: {
  title: string;
  inverse?: boolean;
  symbol?: string;
}) {
  return (
    <svg width="148" height="36" role="img" aria-label={title} style={inverse ? inverseColours : undefined}>
      <use href={symbol} />
    </svg>
  );
}
