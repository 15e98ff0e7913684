import type { RichText, RichTextInline } from '@/lib/content';

/**
 * `{name}` in the words of a page's rich text replaced by a value the site knows (e.g. `{months}`,
 * how long leads are kept: LEAD_RETENTION_MONTHS); an unknown name stays as it is (pure).
 */
export function fillPlaceholders(body: RichText, values: Record<string, string>): RichText {
  if (Object.keys(values).length === 0) return body;
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
  const inline = (node: RichTextInline): RichTextInline => {
    if (node.type === 'text') return { ...node, text: fill(node.text) };
    if (node.type === 'link')
      return { ...node, children: node.children.map((child) => ({ ...child, text: fill(child.text) })) };
    return node;
  };
  return body.map((block) => {
    switch (block.type) {
      case 'paragraph':
      case 'heading':
      case 'quote':
        return { ...block, children: block.children.map(inline) };
      case 'list':
        return { ...block, items: block.items.map((item) => ({ children: item.children.map(inline) })) };
      default:
        return block;
    }
  });
}
