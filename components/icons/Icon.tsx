import type { IconName } from '@/components/icons/icon-paths';
import { spriteUrl } from '@/components/icons/sprite';

export type { IconName };

/** One of the site's line icons (components/icons/icon-paths.ts). Decorative unless given a title. */
export function Icon({ name, title, size = 24 }: { name: IconName; title?: string; size?: number }) {
  // Only the attributes that apply: each one is written twice per page (HTML and RSC payload).
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg className="icon" width={size} height={size} {...a11y}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
