import type { RichText, RichTextInline } from '@/lib/content/types';

function inline(nodes: readonly RichTextInline[]): string {
  return nodes
    .map((node) => (node.type === 'linebreak' ? ' ' : node.type === 'link' ? inline(node.children) : node.text))
    .join('');
}

/** The words of an article body as one line of plain text (search, reading time). */
export function plainText(body: RichText): string {
  const blocks = body.map((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
      case 'quote':
        return inline(block.children);
      case 'list':
        return block.items.map((item) => inline(item.children)).join(' ');
      default:
        return '';
    }
  });
  return blocks.filter(Boolean).join(' ');
}
