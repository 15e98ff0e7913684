// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { isModifiedClick, pageLinkTarget, samePage } from '@/components/navigation/client-target';

const here = new URL('http://127.0.0.1:3000/en/packages?x=1');

function link(href: string, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  // As the browser resolves it on the page at `here`.
  anchor.href = new URL(href, here).href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('pageLinkTarget (which link clicks the site navigates in the browser)', () => {
  it.each(['/en/faq', '/', '/cn/blog/how-to?page=2', '/en/contact-us#contact-form', '/en/packages?x=1#calc'])(
    'a link to the page %s',
    (href) => expect(pageLinkTarget(link(href), here)?.href).toBe(new URL(href, here).href),
  );

  it.each([
    ['another site', 'https://app.example.com/Register', {}],
    ['the CMS', '/admin/collections/posts', {}],
    ['an API', '/api/media/file/a.png', {}],
    ['a file', '/sitemap.xml', {}],
    ['a new tab', '/en/faq', { target: '_blank' }],
    ['a download', '/en/faq', { download: '' }],
    ['the page in another language', '/cn/packages', { hreflang: 'zh-CN' }],
  ])('not a link to %s', (_, href, attributes) => expect(pageLinkTarget(link(href, attributes), here)).toBeNull());

  it('a link that names the same tab is one', () => {
    expect(pageLinkTarget(link('/en/faq', { target: '_self' }), here)).not.toBeNull();
  });
});

describe('samePage', () => {
  it('an anchor of the page is the same page; another query or path is not', () => {
    expect(samePage(new URL('/en/packages?x=1#calc', here), here)).toBe(true);
    expect(samePage(new URL('/en/packages?x=2', here), here)).toBe(false);
    expect(samePage(new URL('/en/faq', here), here)).toBe(false);
  });
});

describe('isModifiedClick', () => {
  it('the main button alone is a plain click; a modifier key or another button is the browser’s', () => {
    expect(isModifiedClick(new MouseEvent('click', { button: 0 }))).toBe(false);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(isModifiedClick(new MouseEvent('click', init))).toBe(true);
  });
});
