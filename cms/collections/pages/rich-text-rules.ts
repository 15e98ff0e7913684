/**
 * What the rich text of a page may hold (pure; used by the admin's validation). The editor offers
 * headings, paragraphs, lists, links and bold only (./rich-text.ts); this check refuses what a
 * request could still send around the editor: other node types (an `html` node, an embed), event
 * attributes (`on…`), links that are not http(s), mailto, tel, line or a site path (`javascript:`,
 * `data:`), and `<script>` typed as text. The site drops the same things again when it renders
 * (lib/content/richtext.ts), for drafts, which are saved without validation.
 */
import { isSafeUrl } from '@/lib/content/safe-url';

export type RichTextProblem = 'node' | 'attribute' | 'link' | 'script';

const NODE_TYPES = new Set([
  'root',
  'paragraph',
  'heading',
  'list',
  'listitem',
  'text',
  'linebreak',
  'tab',
  'link',
  'autolink',
]);
/** The page title is the h1: body headings are h2 (in the table of contents) and h3. */
const HEADING_TAGS = new Set(['h2', 'h3']);
const SCRIPT_TAG = /<\s*\/?\s*script\b/i;
const EVENT_ATTRIBUTE = /^on/i;

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function eventAttributeIn(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(eventAttributeIn);
  if (!isNode(value)) return false;
  return Object.entries(value).some(([key, inner]) => EVENT_ATTRIBUTE.test(key) || eventAttributeIn(inner));
}

function nodeProblem(node: Node): RichTextProblem | null {
  if (typeof node.type !== 'string' || !NODE_TYPES.has(node.type)) return 'node';
  if (node.type === 'heading' && !HEADING_TAGS.has(String(node.tag))) return 'node';
  if (node.type === 'link' || node.type === 'autolink') {
    const url = isNode(node.fields) ? node.fields.url : undefined;
    if (!isSafeUrl(url)) return 'link';
  }
  if (node.type === 'text' && typeof node.text === 'string' && SCRIPT_TAG.test(node.text)) return 'script';
  const children = node.children === undefined ? [] : node.children;
  if (!Array.isArray(children)) return 'node';
  for (const child of children) {
    const problem = isNode(child) ? nodeProblem(child) : 'node';
    if (problem) return problem;
  }
  return null;
}

/** The first reason `value` may not be saved as page rich text, or null when it may. */
export function richTextProblem(value: unknown): RichTextProblem | null {
  if (value === null || value === undefined) return null;
  if (!isNode(value) || !isNode(value.root)) return 'node';
  if (eventAttributeIn(value)) return 'attribute';
  return nodeProblem(value.root);
}
