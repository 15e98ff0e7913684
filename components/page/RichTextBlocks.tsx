import type { ReactNode } from 'react';

import { richList } from '@/components/page/RichList';
import type { RichTextBlock, RichTextInline } from '@/lib/content';

/**
 * The rich text of a page (about us, policy, terms, cookies) as React elements, never as HTML:
 * paragraphs, h3 headings inside a section, lists, links and bold, what the page editor offers.
 * Anything else a draft might hold renders as its plain text or not at all. Plain text stays a
 * plain text node, so the markup is what the pages had when their words were in messages/.
 */
function inlines(nodes: readonly RichTextInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'linebreak') return <br key={index} />;
    if (node.type === 'link') {
      const external = /^https?:/i.test(node.url);
      return (
        <a
          key={index}
          href={node.url}
          {...(node.newTab || external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {inlines(node.children)}
        </a>
      );
    }
    return node.bold ? <strong key={index}>{node.text}</strong> : node.text;
  });
}

function block(node: RichTextBlock, index: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
    case 'quote':
      return node.children.length > 0 ? <p key={index}>{inlines(node.children)}</p> : null;
    case 'heading':
      return <h3 key={index}>{inlines(node.children)}</h3>;
    case 'list':
      return richList(node, index, inlines);
    default:
      return null;
  }
}

export function RichTextBlocks({ blocks }: { blocks: readonly RichTextBlock[] }) {
  return <>{blocks.map(block)}</>;
}

/** The text of a heading, e.g. for its table-of-contents entry. */
export function InlineText({ nodes }: { nodes: readonly RichTextInline[] }) {
  return <>{inlines(nodes)}</>;
}
