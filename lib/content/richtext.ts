/**
 * Lexical JSON (Payload's rich text) → the small RichText tree of lib/content/types.ts (pure).
 * Unknown nodes (relationship, blocks) are dropped; links that fail isSafeUrl become plain text.
 * The tree is normalised (adjacent text with the same formatting merged, empty text dropped) so
 * that both content sources produce identical trees for the same content.
 */
import { safeUrl } from '@/lib/content/safe-url';
import type { ImageRef, RichText, RichTextBlock, RichTextInline, RichTextText } from '@/lib/content/types';

type LexicalNode = {
  type?: unknown;
  children?: unknown;
  text?: unknown;
  format?: unknown;
  tag?: unknown;
  listType?: unknown;
  fields?: unknown;
  value?: unknown;
};

const FORMAT_FLAGS = [
  [1, 'bold'],
  [2, 'italic'],
  [4, 'strikethrough'],
  [8, 'underline'],
  [16, 'code'],
] as const;

type TextFlag = (typeof FORMAT_FLAGS)[number][1];
const FLAG_NAMES: readonly TextFlag[] = ['bold', 'italic', 'underline', 'strikethrough', 'code'];

function childrenOf(node: LexicalNode): LexicalNode[] {
  return Array.isArray(node.children) ? (node.children as LexicalNode[]) : [];
}

export function makeText(text: string, flags: Partial<Record<TextFlag, boolean>> = {}): RichTextText {
  const node: RichTextText = { type: 'text', text };
  for (const flag of FLAG_NAMES) if (flags[flag]) node[flag] = true;
  return node;
}

function sameFormat(a: RichTextText, b: RichTextText): boolean {
  return FLAG_NAMES.every((flag) => Boolean(a[flag]) === Boolean(b[flag]));
}

/** Merge adjacent text runs with the same formatting and drop empty ones. */
export function normalizeTexts(nodes: readonly RichTextText[]): RichTextText[] {
  const out: RichTextText[] = [];
  for (const node of nodes) {
    if (node.text === '') continue;
    const last = out[out.length - 1];
    if (last && sameFormat(last, node)) out[out.length - 1] = { ...last, text: last.text + node.text };
    else out.push(node);
  }
  return out;
}

export function normalizeInlines(nodes: readonly RichTextInline[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  let run: RichTextText[] = [];
  const flush = () => {
    out.push(...normalizeTexts(run));
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'text') {
      run.push(node);
      continue;
    }
    flush();
    if (node.type === 'link') {
      const children = normalizeTexts(node.children);
      if (children.length > 0) out.push({ ...node, children });
    } else out.push(node);
  }
  flush();
  return out;
}

function textFrom(node: LexicalNode): RichTextText {
  const format = typeof node.format === 'number' ? node.format : 0;
  const flags: Partial<Record<TextFlag, boolean>> = {};
  for (const [bit, name] of FORMAT_FLAGS) if (format & bit) flags[name] = true;
  return makeText(typeof node.text === 'string' ? node.text : '', flags);
}

function inlinesFrom(nodes: readonly LexicalNode[]): RichTextInline[] {
  const out: RichTextInline[] = [];
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out.push(textFrom(node));
        break;
      case 'tab':
        out.push(makeText('\t'));
        break;
      case 'linebreak':
        out.push({ type: 'linebreak' });
        break;
      case 'link':
      case 'autolink': {
        const fields = (node.fields ?? {}) as { url?: unknown; newTab?: unknown };
        const texts = inlinesFrom(childrenOf(node)).filter((n): n is RichTextText => n.type === 'text');
        const url = safeUrl(fields.url);
        if (url) out.push({ type: 'link', url, ...(fields.newTab === true ? { newTab: true } : {}), children: texts });
        else out.push(...texts);
        break;
      }
      default:
        // Nested elements we do not model (e.g. inline blocks): keep their text.
        out.push(...inlinesFrom(childrenOf(node)));
    }
  }
  return normalizeInlines(out);
}

function headingLevel(tag: unknown): 2 | 3 | 4 {
  if (tag === 'h3') return 3;
  if (tag === 'h4' || tag === 'h5' || tag === 'h6') return 4;
  return 2;
}

function listItems(node: LexicalNode): { children: RichTextInline[] }[] {
  const items: { children: RichTextInline[] }[] = [];
  for (const item of childrenOf(node)) {
    const nested = childrenOf(item).filter((child) => child.type === 'list');
    const inline = childrenOf(item).filter((child) => child.type !== 'list');
    const children = inlinesFrom(inline);
    if (children.length > 0) items.push({ children });
    // Nested lists are flattened into the parent list: one level is all the site renders.
    for (const list of nested) items.push(...listItems(list));
  }
  return items;
}

export type ImageResolver = (uploadValue: unknown) => ImageRef | null;

function blockFrom(node: LexicalNode, resolveImage: ImageResolver): RichTextBlock[] {
  switch (node.type) {
    case 'paragraph':
      return [{ type: 'paragraph', children: inlinesFrom(childrenOf(node)) }];
    case 'heading':
      return [{ type: 'heading', level: headingLevel(node.tag), children: inlinesFrom(childrenOf(node)) }];
    case 'quote':
      return [{ type: 'quote', children: inlinesFrom(childrenOf(node)) }];
    case 'list': {
      const items = listItems(node);
      const ordered = node.listType === 'number' || node.tag === 'ol';
      return items.length > 0 ? [{ type: 'list', ordered, items }] : [];
    }
    case 'upload': {
      const image = resolveImage(node.value);
      return image ? [{ type: 'image', image }] : [];
    }
    case 'horizontalrule':
      return [{ type: 'divider' }];
    default:
      return [];
  }
}

/** Lexical editor state (or anything else) → RichText; [] when it is not a Lexical document. */
export function lexicalToRichText(state: unknown, resolveImage: ImageResolver = () => null): RichText {
  if (!state || typeof state !== 'object') return [];
  const root = (state as { root?: LexicalNode }).root;
  if (!root) return [];
  return childrenOf(root).flatMap((node) => blockFrom(node, resolveImage));
}

/** True when a rich text has something to show (used by the translation fallback). */
export function hasRichText(state: unknown): boolean {
  const placeholder: ImageRef = { url: '', width: 0, height: 0, alt: '' };
  return lexicalToRichText(state, (value) => (value ? placeholder : null)).some((block) => {
    if (block.type === 'paragraph' || block.type === 'heading' || block.type === 'quote') {
      return block.children.length > 0;
    }
    return true;
  });
}
