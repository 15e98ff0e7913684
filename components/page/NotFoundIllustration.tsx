import { spriteUrl } from '@/components/icons/sprite';

import styles from './NotFoundIllustration.module.css';

/**
 * The 404 illustration, drawn from the sprite (components/icons/illustration-symbols.ts). Not an
 * <img>: React hints a preload for every non-lazy <img> rendered on the server, and the not-found
 * boundary is rendered with each page. The not-found screen's largest paint stays its heading.
 */
export function NotFoundIllustration({ label }: { label?: string }) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={styles.illustration} width="480" height="300" viewBox="0 0 480 300" {...a11y}>
      <use href={`${spriteUrl}#not-found`} />
    </svg>
  );
}
