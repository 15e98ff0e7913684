import type { ReactNode } from 'react';

import type { RichTextBlock, RichTextInline } from '@/lib/content';

type ListBlock = Extract<RichTextBlock, { type: 'list' }>;

/** A rich-text list (an article's or a page's), its items' words rendered by the caller's `inlines`. */
export function richList(node: ListBlock, key: number, inlines: (nodes: RichTextInline[]) => ReactNode[]): ReactNode {
  const List = node.ordered ? 'ol' : 'ul';
  return (
    <List key={key}>
      {node.items.map((item, i) => (
        <li key={i}>{inlines(item.children)}</li>
      ))}
    </List>
  );
}
