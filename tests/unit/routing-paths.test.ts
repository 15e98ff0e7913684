import { describe, expect, it } from 'vitest';

import { unlocalizedPath } from '@/i18n/paths';
import { isPagePath, isRoutablePath } from '@/lib/routing/paths.mjs';

describe('isPagePath (the proxy routes these; server.mjs gives them the page policy)', () => {
  it.each(['/', '/en', '/cn/blog/how-to', '/services/SMS-OTP', '/administration', '/apis', '/en/faq', '/x/%'])(
    '%s is a page',
    (path) => expect(isPagePath(path)).toBe(true),
  );
  it.each([
    '/admin',
    '/admin/login',
    '/api',
    '/api/users',
    '/_next/data/x',
    '/_next/static/x.js',
    '/configApi/v1/getConfig',
    '/mail/send',
    '/healthz',
    '/readyz',
    '/favicon.svg',
    '/sitemap.xml',
    '/images/404.svg',
    '/x/%/robots.txt',
  ])('%s is not', (path) => expect(isPagePath(path)).toBe(false));
});

describe('isRoutablePath', () => {
  it.each(['/%E0%A4%A', '/%ZZ', '/%', '/x/%/robots.txt', '/_next/%E0%B8', '/admin/%E0%B8', '/en/a%25b', '/a%2525'])(
    'rejects %s (broken or doubly encoded)',
    (path) => expect(isRoutablePath(path)).toBe(false),
  );
  it.each(['/faq', '/%E0%B8%81', '/blog/%E0%B8%AA%E0%B8%A1', '/a%20b', '/_next/static/chunks/%5Broot%5D.js'])(
    'accepts %s',
    (path) => expect(isRoutablePath(path)).toBe(true),
  );
});

describe('unlocalizedPath (usePagePath)', () => {
  it.each([
    ['/en/faq', 'en', '/faq'],
    ['/en', 'en', '/'],
    ['/cn/blog/how-to', 'zh-CN', '/blog/how-to'],
    ['/zh-CN/blog/how-to', 'zh-CN', '/blog/how-to'],
    ['/faq', 'th', '/faq'],
    ['/th/faq', 'th', '/faq'],
    ['/th', 'th', '/'],
    ['/', 'th', '/'],
    ['/english-guide', 'en', '/english-guide'],
    ['/vn/services/SMS-OTP', 'vi', '/services/SMS-OTP'],
  ] as const)('%s in %s is %s', (pathname, locale, path) => expect(unlocalizedPath(pathname, locale)).toBe(path));
});
