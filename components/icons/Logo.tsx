import type { CSSProperties } from 'react';

import { spriteUrl } from '@/components/icons/sprite';

const inverseColours = { '--logo-ink': '#ffffff', '--logo-accent': '#9cc0ff' } as CSSProperties;

/** The SabaiSMS logo (components/icons/illustration-symbols.ts); `inverse` for dark backgrounds. */
export function Logo({ title, inverse = false }: { title: string; inverse?: boolean }) {
  return (
    <svg width="148" height="36" role="img" aria-label={title} style={inverse ? inverseColours : undefined}>
      <use href={`${spriteUrl}#logo`} />
    </svg>
  );
}
