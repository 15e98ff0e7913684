import { readdirSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { splitLocalePrefix } from '@/lib/routing/proxy-rules';
import { isSitePageShape } from '@/lib/routing/site-pages';

const SITE = path.join(process.cwd(), 'app/(site)/[locale]');

/** Every page and route handler of the site as a path, with a sample value in each dynamic segment. */
function sitePagePaths(dir = SITE, prefix = ''): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && /^(page|route)\.tsx?$/.test(entry.name)) paths.push(prefix || '/');
    if (!entry.isDirectory()) continue;
    const segment = /^\[.+\]$/.test(entry.name) ? 'sample-value' : entry.name;
    paths.push(...sitePagePaths(path.join(dir, entry.name), `${prefix}/${segment}`));
  }
  return paths;
}

describe('the shapes of the site pages (the proxy answers every other path itself)', () => {
  it('cover every page and route handler of the app folder', () => {
    const pages = sitePagePaths();
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((page) => !isSitePageShape(page))).toEqual([]);
  });

  it('leave out paths no page has', () => {
    for (const unknown of [
      '/no-such-page',
      '/no-such-page/here',
      '/faq/extra',
      '/blog/a/b',
      '/blog/page/2/3',
      '/blog/category/x/page',
      '/services/sms-otp',
      '/services/SMS-OTP/more',
      '//',
    ]) {
      expect(isSitePageShape(unknown), unknown).toBe(false);
    }
  });

  it('are matched without the language prefix, spelled as next-intl routes it', () => {
    expect(splitLocalePrefix('/en/faq')).toEqual({ locale: 'en', path: '/faq' });
    expect(splitLocalePrefix('/cn')).toEqual({ locale: 'zh-CN', path: '/' });
    expect(splitLocalePrefix('/vn/blog/page/2')).toEqual({ locale: 'vi', path: '/blog/page/2' });
    expect(splitLocalePrefix('/faq')).toEqual({ locale: 'th', path: '/faq' });
    expect(splitLocalePrefix('/english/faq')).toEqual({ locale: 'th', path: '/english/faq' });
  });
});
