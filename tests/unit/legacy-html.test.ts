import { describe, expect, it } from 'vitest';

import { richTextToHtml, sanitizeLegacyHtml } from '@/lib/legacy-api/html';
import { htmlToRichText } from '@/lib/legacy-api/html-to-richtext';
import type { RichText } from '@/lib/content/types';

const tree: RichText = [
  {
    type: 'paragraph',
    children: [
      { type: 'text', text: 'Price < 0.17 & "quotes" ' },
      { type: 'text', text: 'all', bold: true, italic: true, underline: true, strikethrough: true, code: true },
      { type: 'linebreak' },
      { type: 'link', url: '/packages', children: [{ type: 'text', text: 'packages' }] },
      {
        type: 'link',
        url: 'https://line.me/R/ti/p/@x',
        newTab: true,
        children: [{ type: 'text', text: 'LINE', bold: true }],
      },
    ],
  },
  { type: 'heading', level: 3, children: [{ type: 'text', text: 'ราคา' }] },
  {
    type: 'list',
    ordered: true,
    items: [{ children: [{ type: 'text', text: 'หนึ่ง' }] }, { children: [{ type: 'text', text: 'สอง' }] }],
  },
  { type: 'quote', children: [{ type: 'text', text: 'q' }] },
  { type: 'image', image: { url: '/api/media/file/a%20b.png', width: 800, height: 450, alt: 'A "chart"' } },
  { type: 'divider' },
  { type: 'paragraph', children: [] },
];

describe('blog HTML', () => {
  it('round-trips every node type', () => {
    expect(htmlToRichText(richTextToHtml(tree))).toEqual(tree);
  });

  it('removes scripts, styles, iframes and event handlers', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><iframe src="https://x"></iframe><img src="/a.png" onerror="x()">';
    const clean = sanitizeLegacyHtml(dirty);
    expect(clean).not.toMatch(/script|style|iframe|onclick|onerror|alert/i);
    expect(htmlToRichText(dirty)).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] },
      { type: 'image', image: { url: '/a.png', alt: '', width: 1200, height: 675 } },
    ]);
  });

  it('keeps the text of unsafe links but not the link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
    ]) {
      expect(htmlToRichText(`<p><a href="${href}">go</a></p>`)).toEqual([
        { type: 'paragraph', children: [{ type: 'text', text: 'go' }] },
      ]);
    }
  });

  it('refuses data: images and wraps loose inline content in paragraphs', () => {
    expect(htmlToRichText('<img src="data:image/png;base64,AAAA">')).toEqual([]);
    expect(htmlToRichText('Hello <b>world</b><div>block</div>\n')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hello ' },
          { type: 'text', text: 'world', bold: true },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'block' }] },
    ]);
  });

  it('decodes entities and maps legacy tags (h1, b, i, del, nested lists)', () => {
    expect(
      htmlToRichText(
        '<h1>A &amp; B&nbsp;&#x41;</h1><ul><li><p>x</p><ul><li><i>y</i></li></ul></li></ul><p><del>z</del></p>',
      ),
    ).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'A & B\u00a0A' }] },
      {
        type: 'list',
        ordered: false,
        items: [{ children: [{ type: 'text', text: 'x' }] }, { children: [{ type: 'text', text: 'y', italic: true }] }],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'z', strikethrough: true }] },
    ]);
  });

  it('gives empty input an empty tree', () => {
    expect(htmlToRichText('')).toEqual([]);
    expect(richTextToHtml([])).toBe('');
  });
});
