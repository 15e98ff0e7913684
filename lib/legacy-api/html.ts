/**
 * Blog bodies as HTML, the format of the legacy API (blogDetail):
 *  - richTextToHtml: our RichText tree → HTML (what the app's legacy API serves);
 *  - sanitizeLegacyHtml: the allowlist applied to HTML from a remote backend (sanitize-html; no
 *    script/style/iframe, no attributes but href/target on links and src/alt/width/height on
 *    images, links and image sources checked with isSafeUrl);
 *  - htmlToRichText (./html-to-richtext.ts): sanitized HTML → the same RichText tree.
 * The site renders the tree, never HTML. For any tree, htmlToRichText(richTextToHtml(t)) equals t.
 */
import sanitizeHtml from 'sanitize-html';

import { isSafeUrl } from '@/lib/content/safe-url';
import type { ImageRef, RichText, RichTextInline, RichTextText } from '@/lib/content/types';
import { escapeHtml } from '@/lib/format/html';

// ------------------------------------------------------------------ tree → HTML

function textToHtml(node: RichTextText): string {
  let html = escapeHtml(node.text);
  if (node.code) html = `<code>${html}</code>`;
  if (node.strikethrough) html = `<s>${html}</s>`;
  if (node.underline) html = `<u>${html}</u>`;
  if (node.italic) html = `<em>${html}</em>`;
  if (node.bold) html = `<strong>${html}</strong>`;
  return html;
}

function inlinesToHtml(nodes: readonly RichTextInline[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return textToHtml(node);
      if (node.type === 'linebreak') return '<br />';
      const target = node.newTab ? ' target="_blank" rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(node.url)}"${target}>${node.children.map(textToHtml).join('')}</a>`;
    })
    .join('');
}

function imageToHtml(image: ImageRef): string {
  return `<img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" width="${image.width}" height="${image.height}" />`;
}

export function richTextToHtml(blocks: RichText): string {
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'paragraph':
          return `<p>${inlinesToHtml(block.children)}</p>`;
        case 'heading':
          return `<h${block.level}>${inlinesToHtml(block.children)}</h${block.level}>`;
        case 'quote':
          return `<blockquote>${inlinesToHtml(block.children)}</blockquote>`;
        case 'list': {
          const tag = block.ordered ? 'ol' : 'ul';
          return `<${tag}>${block.items.map((item) => `<li>${inlinesToHtml(item.children)}</li>`).join('')}</${tag}>`;
        }
        case 'image':
          return imageToHtml(block.image);
        case 'divider':
          return '<hr />';
      }
    })
    .join('');
}

// ------------------------------------------------------------------ sanitize

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'strike',
    'code',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'img',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel', 'line'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    // Editors of the old backend wrap paragraphs in divs.
    div: 'p',
    // A link that fails our own check keeps its text but loses its href.
    a: (tagName, attribs) => ({
      tagName,
      attribs: isSafeUrl(attribs.href)
        ? { href: attribs.href!.trim(), ...(attribs.target ? { target: attribs.target } : {}) }
        : {},
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isSafeUrl(frame.attribs.src),
};

/** Allowlist sanitation of HTML received from a remote backend. */
export function sanitizeLegacyHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}
