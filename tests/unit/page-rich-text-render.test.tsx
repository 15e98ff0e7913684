/**
 * What a page's rich text becomes in the HTML (issue 25): hostile content that reached a document
 * anyway (a draft, an import, a database edited by hand) renders as plain words, never as script,
 * an event attribute or a javascript:/data: link; what staff may write renders as before.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { RichTextBlocks } from '@/components/page/RichTextBlocks';
import { mapLegalPage, type LegalPageDoc } from '@/lib/content/cms/map-pages';

type Node = Record<string, unknown>;
const text = (value: string, extra: Node = {}) => ({ type: 'text', text: value, format: 0, ...extra });
const link = (url: string, label: string) => ({ type: 'link', fields: { url }, children: [text(label)] });

function rendered(children: Node[]): string {
  const doc = { key: 'policy', body: { th: { root: { type: 'root', children } } } } as unknown as LegalPageDoc;
  const page = mapLegalPage(doc, 'th')!;
  return renderToStaticMarkup(<RichTextBlocks blocks={page.body} />);
}

describe('page rich text in the HTML', () => {
  it('keeps paragraphs, h3 headings, lists, bold and safe links', () => {
    const html = rendered([
      { type: 'paragraph', children: [text('Plain '), text('bold', { format: 1 }), link('/contact-us', 'contact')] },
      { type: 'heading', tag: 'h3', children: [text('Sub')] },
      { type: 'list', listType: 'number', children: [{ type: 'listitem', children: [text('one')] }] },
      { type: 'paragraph', children: [link('https://example.com/terms', 'terms')] },
    ]);
    expect(html).toBe(
      '<p>Plain <strong>bold</strong><a href="/contact-us">contact</a></p><h3>Sub</h3><ol><li>one</li></ol>' +
        '<p><a href="https://example.com/terms" target="_blank" rel="noopener noreferrer">terms</a></p>',
    );
  });

  it('renders script, event attributes and javascript:/data: links as nothing but words', () => {
    const html = rendered([
      { type: 'html', html: '<script>alert(1)</script>' },
      { type: 'paragraph', children: [text('<script>alert(2)</script>'), text(' hi', { onclick: 'alert(3)' })] },
      { type: 'paragraph', children: [link('javascript:alert(4)', 'js'), link('data:text/html,<script>', 'data')] },
      { type: 'paragraph', children: [link('JavaScript\t:alert(5)', 'tab')] },
    ]);
    expect(html).toBe('<p>&lt;script&gt;alert(2)&lt;/script&gt; hi</p><p>jsdata</p><p>tab</p>');
    expect(html).not.toMatch(/<script|onclick|javascript:|data:|href/i);
  });
});
