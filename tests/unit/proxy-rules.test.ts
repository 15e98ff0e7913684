import { describe, expect, it } from 'vitest';

import {
  adminUnderLocaleTarget,
  canonicalPathTarget,
  localeOfPath,
  thaiPrefixTarget,
  trackingCookieValue,
} from '@/lib/routing/proxy-rules';

describe('thai prefix and canonical path', () => {
  it.each([
    ['/th', '/'],
    ['/TH', '/'],
    ['/th/', '/'],
    ['/th/faq', '/faq'],
    ['/Th/services/SMS-OTP', '/services/SMS-OTP'],
  ])('%s → %s', (from, to) => expect(thaiPrefixTarget(from)).toBe(to));

  it.each(['/thai', '/the-blog', '/en/th', '/'])('leaves %s alone', (path) =>
    expect(thaiPrefixTarget(path)).toBeNull(),
  );

  it.each([
    ['/faq/', '/faq'],
    ['/th/faq/', '/faq'],
    ['/th//', '/'],
    ['/en/', '/en'],
    ['/en/blog///', '/en/blog'],
  ])('canonical %s → %s', (from, to) => expect(canonicalPathTarget(from)).toBe(to));

  it.each(['/', '/faq', '/en/blog'])('%s is canonical', (path) => expect(canonicalPathTarget(path)).toBeNull());
});

describe('admin under a locale prefix', () => {
  it.each([
    ['/en/admin', '/admin'],
    ['/cn/admin/collections/posts', '/admin/collections/posts'],
    ['/th/admin', '/admin'],
    ['/VN/admin', '/admin'],
  ])('%s → %s', (from, to) => expect(adminUnderLocaleTarget(from)).toBe(to));
  it.each(['/admin', '/en/administration', '/de/admin', '/en/faq'])('leaves %s alone', (path) =>
    expect(adminUnderLocaleTarget(path)).toBeNull(),
  );
});

describe('trackingCookieValue', () => {
  it('is null without a channel, for an empty one and for the default channel', () => {
    expect(trackingCookieValue(null)).toBeNull();
    expect(trackingCookieValue('')).toBeNull();
    expect(trackingCookieValue('  ')).toBeNull();
    expect(trackingCookieValue('Google search')).toBeNull();
  });
  it('encodes the channel', () => {
    expect(trackingCookieValue('Facebook ads')).toBe('Facebook%20ads');
    expect(trackingCookieValue('a;b=c')).toBe('a%3Bb%3Dc');
  });
  it('never exceeds 100 characters nor splits an escape sequence', () => {
    const value = trackingCookieValue('ช'.repeat(50)) ?? '';
    expect(value.length).toBeLessThanOrEqual(100);
    expect(value.length % 9).toBe(0); // each Thai letter encodes to 9 characters
    expect(decodeURIComponent(value)).toBe('ช'.repeat(value.length / 9));
    expect(trackingCookieValue('x'.repeat(500))).toBe('x'.repeat(100));
  });
});

describe('localeOfPath', () => {
  it.each([
    ['/en/x', 'en'],
    ['/CN/x', 'zh-CN'],
    ['/tw', 'zh-TW'],
    ['/vn/%ZZ', 'vi'],
    ['/x', 'th'],
  ])('%s is %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));
});
