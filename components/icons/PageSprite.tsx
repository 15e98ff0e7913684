import { pageSprite } from '@/components/icons/sprite';

const symbols = pageSprite();

/** The page's own sprite (components/icons/sprite.ts): written once, first in the body, never shown. */
export function PageSprite() {
  return <svg className="sprite" aria-hidden="true" dangerouslySetInnerHTML={{ __html: symbols }} />;
}
