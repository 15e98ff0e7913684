import { describe, expect, it } from 'vitest';

import { doc, h2, h3, ol, p, quote, ul } from '@/cms/seed/lexical';
import { hasRichText, lexicalToRichText } from '@/lib/content/richtext';
import type { ImageRef } from '@/lib/content/types';

const image: ImageRef = { url: '/api/media/file/a.png', width: 800, height: 450, alt: 'A chart' };

describe('lexicalToRichText', () => {
  it('maps paragraphs, headings, lists, quotes, formatting and links', () => {
    const tree = lexicalToRichText(
      doc(
        p('Plain **bold** and *italic* with [a link](https://sabaisms.example/x).'),
        h2('Title'),
        h3('Sub'),
        ul('one', 'two'),
        ol('first'),
        quote('Said'),
      ),
    );
    expect(tree).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Plain ' },
          { type: 'text', text: 'bold', bold: true },
          { type: 'text', text: ' and ' },
          { type: 'text', text: 'italic', italic: true },
          { type: 'text', text: ' with ' },
          {
            type: 'link',
            url: 'https://sabaisms.example/x',
            newTab: true,
            children: [{ type: 'text', text: 'a link' }],
          },
          { type: 'text', text: '.' },
        ],
      },
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Title' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Sub' }] },
      {
        type: 'list',
        ordered: false,
        items: [{ children: [{ type: 'text', text: 'one' }] }, { children: [{ type: 'text', text: 'two' }] }],
      },
      { type: 'list', ordered: true, items: [{ children: [{ type: 'text', text: 'first' }] }] },
      { type: 'quote', children: [{ type: 'text', text: 'Said' }] },
    ]);
  });

  it('turns unsafe links into plain text and drops unknown nodes', () => {
    const state = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            children: [
              {
                type: 'link',
                fields: { url: 'javascript:alert(1)' },
                children: [{ type: 'text', text: 'click', format: 0 }],
              },
              { type: 'text', text: ' me', format: 0 },
            ],
          },
          { type: 'relationship', value: 3 },
          { type: 'block', fields: {} },
        ],
      },
    };
    expect(lexicalToRichText(state)).toEqual([{ type: 'paragraph', children: [{ type: 'text', text: 'click me' }] }]);
  });

  it('maps format bits, line breaks, uploads and rules; h1 becomes h2, h6 becomes h4', () => {
    const state = {
      root: {
        children: [
          { type: 'heading', tag: 'h1', children: [{ type: 'text', text: 'H', format: 1 | 8 | 16 }] },
          { type: 'heading', tag: 'h6', children: [{ type: 'text', text: 'S', format: 4 }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'a', format: 0 },
              { type: 'linebreak' },
              { type: 'text', text: 'b', format: 0 },
            ],
          },
          { type: 'upload', value: { id: 1 } },
          { type: 'horizontalrule' },
        ],
      },
    };
    expect(lexicalToRichText(state, () => image)).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'H', bold: true, underline: true, code: true }] },
      { type: 'heading', level: 4, children: [{ type: 'text', text: 'S', strikethrough: true }] },
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'a' }, { type: 'linebreak' }, { type: 'text', text: 'b' }],
      },
      { type: 'image', image },
      { type: 'divider' },
    ]);
  });

  it('flattens nested lists and merges same-format text runs', () => {
    const state = {
      root: {
        children: [
          {
            type: 'list',
            listType: 'bullet',
            children: [
              {
                type: 'listitem',
                children: [
                  { type: 'text', text: 'out', format: 0 },
                  { type: 'text', text: 'er', format: 0 },
                  {
                    type: 'list',
                    listType: 'bullet',
                    children: [{ type: 'listitem', children: [{ type: 'text', text: 'inner', format: 0 }] }],
                  },
                ],
              },
            ],
          },
        ],
      },
    };
    expect(lexicalToRichText(state)).toEqual([
      {
        type: 'list',
        ordered: false,
        items: [{ children: [{ type: 'text', text: 'outer' }] }, { children: [{ type: 'text', text: 'inner' }] }],
      },
    ]);
  });

  it('hasRichText is false for nothing or empty paragraphs', () => {
    expect(hasRichText(null)).toBe(false);
    expect(hasRichText({ root: { children: [{ type: 'paragraph', children: [] }] } })).toBe(false);
    expect(hasRichText(doc(p('x')))).toBe(true);
    expect(lexicalToRichText('not lexical')).toEqual([]);
  });
});
