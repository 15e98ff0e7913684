import { describe, expect, it } from 'vitest';

import { isHttpUrl, isSafeUrl, safeUrl } from '@/lib/content/safe-url';

describe('isSafeUrl', () => {
  it.each([
    'https://sabaisms.example/promotions',
    'http://example.com',
    'tel:+66212345678',
    'mailto:sales@sabaisms.example',
    'line://ti/p/@sabaisms',
    'https://line.me/R/ti/p/@sabaisms',
    '/promotions',
    '/blog/what-is-bulk-sms?x=1#top',
    'HTTPS://EXAMPLE.COM',
  ])('accepts %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['upper-case javascript:', 'JAVASCRIPT:alert(1)'],
    ['mixed case', 'JaVaScRiPt:alert(1)'],
    ['leading whitespace', '  javascript:alert(1)'],
    ['tab inside the scheme', 'java\tscript:alert(1)'],
    ['newline inside the scheme', 'java\nscript:alert(1)'],
    ['NUL prefix', '\u0000javascript:alert(1)'],
    ['zero-width space', 'java\u200bscript:alert(1)'],
    ['data:', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['file:', 'file:///etc/passwd'],
    ['protocol-relative', '//evil.example'],
    ['backslash protocol-relative', '/\\evil.example'],
    ['entity-encoded scheme', 'javascript&#58;alert(1)'],
    ['no scheme, not a path', 'evil.example'],
    ['empty', ''],
    ['only spaces', '   '],
    ['space in the URL', 'https://exa mple.com'],
  ])('refuses %s', (_, url) => {
    expect(isSafeUrl(url)).toBe(false);
    expect(safeUrl(url)).toBeNull();
  });

  it('refuses non-strings', () => {
    expect(isSafeUrl(undefined)).toBe(false);
    expect(isSafeUrl(null)).toBe(false);
    expect(isSafeUrl(42)).toBe(false);
    expect(isSafeUrl({ href: 'https://x.example' })).toBe(false);
  });

  it('safeUrl returns the trimmed URL', () => {
    expect(safeUrl('  https://sabaisms.example  ')).toBe('https://sabaisms.example');
  });

  it('isHttpUrl accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://app.sabaisms.example')).toBe(true);
    expect(isHttpUrl('/Register')).toBe(false);
    expect(isHttpUrl('tel:0212345678')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
  });
});
