import type { IconName } from '@/components/icons/icon-paths';
import { iconMarkup, inPageSprite, symbolId } from '@/components/icons/sprite';

export type { IconName };

/**
 * One of the site's line icons (components/icons/icon-paths.ts). Decorative unless given a title.
 * The icons every page draws more than once are references into the page's sprite; the others
 * carry their own paths (components/icons/sprite.ts says why). Stroke and fill come from the .icon
 * rule (globals.css).
 */
export function Icon({ name, title, size = 24 }: { name: IconName; title?: string; size?: number }) {
  // Only the attributes that apply: each one is written twice per page (HTML and RSC payload).
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  if (inPageSprite(name)) {
    return (
      <svg className="icon" width={size} height={size} {...a11y}>
        <use href={`#${symbolId(name)}`} />
      </svg>
    );
  }
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...a11y}
      dangerouslySetInnerHTML={{ __html: iconMarkup(name) }}
    />
  );
}
