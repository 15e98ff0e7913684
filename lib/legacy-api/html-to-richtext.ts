/**
 * HTML from a remote backend → sanitized (./html.ts) → RichText. The sanitizer's output is
 * well-formed and normalised, which is what lets this small tokenizer parse it.
 */
import { makeText, normalizeInlines } from '@/lib/content/richtext';
import { safeUrl } from '@/lib/content/safe-url';
import type { RichText, RichTextBlock, RichTextInline, RichTextText } from '@/lib/content/types';
import { sanitizeLegacyHtml } from '@/lib/legacy-api/html';

type Element = { tag: string; attrs: Record<string, string>; children: DomNode[] };
type DomNode = Element | { text: string };

const VOID_TAGS = new Set(['br', 'img', 'hr']);

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }[lower] ?? '';
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(/([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*"([^"]*)")?/g)) {
    const name = match[1];
    if (name) attrs[name.toLowerCase()] = decodeEntities(match[2] ?? '');
  }
  return attrs;
}

/** Parses the (well-formed) output of sanitizeLegacyHtml into a tiny DOM. */
function parseSanitized(html: string): DomNode[] {
  const root: Element = { tag: '#root', attrs: {}, children: [] };
  const stack: Element[] = [root];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    const current = stack[stack.length - 1]!;
    const [, closing, rawTag, attrSource, text] = match;
    if (text !== undefined) {
      current.children.push({ text: decodeEntities(text) });
      continue;
    }
    const tag = (rawTag ?? '').toLowerCase();
    if (closing) {
      const index = stack.map((el) => el.tag).lastIndexOf(tag);
      if (index > 0) stack.length = index;
      continue;
    }
    const element: Element = { tag, attrs: parseAttributes(attrSource ?? ''), children: [] };
    current.children.push(element);
    if (!VOID_TAGS.has(tag) && !(attrSource ?? '').trim().endsWith('/')) stack.push(element);
  }
  return root.children;
}

type Flags = Partial<Record<'bold' | 'italic' | 'underline' | 'strikethrough' | 'code', boolean>>;

const FORMAT_TAGS: Record<string, keyof Flags> = {
  strong: 'bold',
  b: 'bold',
  em: 'italic',
  i: 'italic',
  u: 'underline',
  s: 'strikethrough',
  del: 'strikethrough',
  strike: 'strikethrough',
  code: 'code',
};

function inlinesFrom(nodes: readonly DomNode[], flags: Flags = {}): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const node of nodes) {
    if ('text' in node) {
      out.push(makeText(node.text, flags));
      continue;
    }
    const format = FORMAT_TAGS[node.tag];
    if (format) out.push(...inlinesFrom(node.children, { ...flags, [format]: true }));
    else if (node.tag === 'br') out.push({ type: 'linebreak' });
    else if (node.tag === 'a') {
      const url = safeUrl(node.attrs.href);
      const children = inlinesFrom(node.children, flags);
      const texts = children.filter((child): child is RichTextText => child.type === 'text');
      if (url)
        out.push({ type: 'link', url, ...(node.attrs.target === '_blank' ? { newTab: true } : {}), children: texts });
      else out.push(...children);
    } else if (node.tag !== 'img') out.push(...inlinesFrom(node.children, flags));
  }
  return normalizeInlines(out);
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function imageFrom(element: Element): RichTextBlock[] {
  const url = safeUrl(element.attrs.src);
  if (!url) return [];
  return [
    {
      type: 'image',
      image: {
        url,
        alt: element.attrs.alt ?? '',
        width: positiveInt(element.attrs.width, 1200),
        height: positiveInt(element.attrs.height, 675),
      },
    },
  ];
}

function listItemsFrom(element: Element): { children: RichTextInline[] }[] {
  const items: { children: RichTextInline[] }[] = [];
  for (const child of element.children) {
    if ('text' in child || child.tag !== 'li') continue;
    const nested = child.children.filter((n): n is Element => !('text' in n) && (n.tag === 'ul' || n.tag === 'ol'));
    const inline = child.children.filter((n) => 'text' in n || (n.tag !== 'ul' && n.tag !== 'ol'));
    const children = inlinesFrom(inline.flatMap((n) => ('text' in n || n.tag !== 'p' ? [n] : n.children)));
    if (children.length > 0) items.push({ children });
    for (const list of nested) items.push(...listItemsFrom(list));
  }
  return items;
}

const HEADING_LEVEL: Record<string, 2 | 3 | 4> = { h1: 2, h2: 2, h3: 3, h4: 4, h5: 4, h6: 4 };

function quoteFrom(element: Element): RichTextInline[] {
  const paragraphs = element.children.filter((n): n is Element => !('text' in n) && n.tag === 'p');
  if (paragraphs.length === 0) return inlinesFrom(element.children);
  const joined: RichTextInline[] = [];
  paragraphs.forEach((paragraph, index) => {
    if (index > 0) joined.push({ type: 'linebreak' });
    joined.push(...inlinesFrom(paragraph.children));
  });
  return normalizeInlines(joined);
}

function blocksFrom(nodes: readonly DomNode[]): RichText {
  const blocks: RichText = [];
  let pending: DomNode[] = [];
  const flush = () => {
    const hasContent = pending.some((n) => !('text' in n) || n.text.trim() !== '');
    if (hasContent) blocks.push({ type: 'paragraph', children: inlinesFrom(pending) });
    pending = [];
  };
  for (const node of nodes) {
    if ('text' in node || FORMAT_TAGS[node.tag] || node.tag === 'a' || node.tag === 'br') {
      pending.push(node);
      continue;
    }
    flush();
    const level = HEADING_LEVEL[node.tag];
    if (node.tag === 'p') {
      blocks.push({ type: 'paragraph', children: inlinesFrom(node.children) });
      blocks.push(...node.children.filter((n): n is Element => !('text' in n) && n.tag === 'img').flatMap(imageFrom));
    } else if (level) blocks.push({ type: 'heading', level, children: inlinesFrom(node.children) });
    else if (node.tag === 'ul' || node.tag === 'ol') {
      const items = listItemsFrom(node);
      if (items.length > 0) blocks.push({ type: 'list', ordered: node.tag === 'ol', items });
    } else if (node.tag === 'blockquote') blocks.push({ type: 'quote', children: quoteFrom(node) });
    else if (node.tag === 'img') blocks.push(...imageFrom(node));
    else if (node.tag === 'hr') blocks.push({ type: 'divider' });
    else blocks.push(...blocksFrom(node.children)); // li outside a list and the like
  }
  flush();
  return blocks;
}

/** Untrusted HTML → sanitized → RichText. */
export function htmlToRichText(html: string): RichText {
  if (!html.trim()) return [];
  return blocksFrom(parseSanitized(sanitizeLegacyHtml(html)));
}
