/**
 * A tiny builder of Lexical editor state (Payload's rich text JSON) for seed content.
 * Inline markup: **bold**, *italic* and [text](url) inside strings.
 */
type Node = Record<string, unknown>;

const BLOCK = { format: '', indent: 0, version: 1, direction: 'ltr' } as const;

function textNode(text: string, format = 0): Node {
  return { type: 'text', text, format, detail: 0, mode: 'normal', style: '', version: 1 };
}

/** Parses **bold**, *italic* and [label](url) into text and link nodes. */
export function inline(source: string): Node[] {
  const nodes: Node[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|\[(.+?)\]\((.+?)\)/g;
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > last) nodes.push(textNode(source.slice(last, index)));
    const [, bold, italic, label, url] = match;
    if (bold !== undefined) nodes.push(textNode(bold, 1));
    else if (italic !== undefined) nodes.push(textNode(italic, 2));
    else if (label !== undefined && url !== undefined) {
      nodes.push({
        type: 'link',
        fields: { url, newTab: /^https?:/.test(url), linkType: 'custom' },
        ...BLOCK,
        version: 3,
        children: [textNode(label)],
      });
    }
    last = index + match[0].length;
  }
  if (last < source.length) nodes.push(textNode(source.slice(last)));
  return nodes;
}

export const p = (source: string): Node => ({
  type: 'paragraph',
  ...BLOCK,
  textFormat: 0,
  textStyle: '',
  children: inline(source),
});
export const h2 = (source: string): Node => ({ type: 'heading', tag: 'h2', ...BLOCK, children: inline(source) });
export const h3 = (source: string): Node => ({ type: 'heading', tag: 'h3', ...BLOCK, children: inline(source) });
export const quote = (source: string): Node => ({ type: 'quote', ...BLOCK, children: inline(source) });

function list(listType: 'bullet' | 'number', items: string[]): Node {
  return {
    type: 'list',
    listType,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    start: 1,
    ...BLOCK,
    children: items.map((item, index) => ({ type: 'listitem', value: index + 1, ...BLOCK, children: inline(item) })),
  };
}
export const ul = (...items: string[]): Node => list('bullet', items);
export const ol = (...items: string[]): Node => list('number', items);

/** A whole document: { root: { children } }. */
export function doc(...children: Node[]) {
  return { root: { type: 'root', ...BLOCK, children } };
}

export type LexicalDoc = ReturnType<typeof doc>;
