import { describe, expect, it } from 'vitest';

import {
  attributionOf,
  channelOf,
  cleanPath,
  cleanText,
  decodeVisitSource,
  encodeVisitSource,
  landingCookie,
  rawCookie,
  referrerHostOf,
  utmCookieValue,
} from '@/lib/contact/attribution';

const visit = (query: string, existing: string | null = null, referrer: string | null = null) =>
  utmCookieValue({
    searchParams: new URLSearchParams(query),
    pathname: '/en/packages',
    referrer,
    ownHost: 'sabaisms.test',
    existing,
  });

describe('untrusted text', () => {
  it('keeps plain text, drops control and formatting characters, collapses spaces, cuts to 100', () => {
    expect(cleanText('<b>Line OA</b>')).toBe('<b>Line OA</b>');
    expect(cleanText('a\u0000b\u0007c\r\nd\u202Ee\u200Bf')).toBe('a b c d e f');
    expect(cleanText('x'.repeat(10_000))).toHaveLength(100);
    expect(cleanText('ช'.repeat(150))).toBe('ช'.repeat(100));
    expect(cleanText('\uD800lone surrogate')).toBe('lone surrogate');
    expect(cleanText('bad \uFFFD bytes')).toBe('bad bytes');
    expect(cleanText(42)).toBe('');
  });

  it('accepts only paths of this site as pages, without their query', () => {
    expect(cleanPath('/en/packages?utm_source=x#top')).toBe('/en/packages');
    expect(cleanPath('//evil.example/x')).toBe('');
    expect(cleanPath('https://evil.example/')).toBe('');
    expect(cleanPath(`/${'a'.repeat(300)}`)).toHaveLength(100);
  });

  it('names only a foreign referrer host', () => {
    expect(referrerHostOf('https://www.google.com/search?q=sms', 'sabaisms.test')).toBe('www.google.com');
    expect(referrerHostOf('https://sabaisms.test/en', 'sabaisms.test')).toBe('');
    expect(referrerHostOf('not a url', 'sabaisms.test')).toBe('');
  });
});

describe('the utm_tracking cookie', () => {
  it('is due only for URLs with tracking parameters', () => {
    expect(visit('')).toBeNull();
    expect(visit('page=2')).toBeNull();
    expect(visit('channel=Google%20search')).toBeNull();
    expect(decodeVisitSource(visit('channel=line_oa'))).toEqual({ landing: '/en/packages' });
    expect(decodeVisitSource(visit('utm_source=fb&utm_campaign=nov', null, 'https://m.facebook.com/x'))).toEqual({
      utm_source: 'fb',
      utm_campaign: 'nov',
      landing: '/en/packages',
      referrer: 'm.facebook.com',
    });
  });

  it('keeps the first campaign, but replaces a landing page the browser recorded without one', () => {
    const first = visit('utm_campaign=first');
    expect(visit('utm_campaign=second', first)).toBeNull();
    const organic = encodeVisitSource({ landing: '/blog' });
    expect(decodeVisitSource(visit('utm_campaign=second', organic)).utm_campaign).toBe('second');
  });

  it('stays small and cookie-safe whatever it is given', () => {
    const value = visit(
      `utm_campaign=${encodeURIComponent('ช;,"\\ '.repeat(2000))}&utm_source=${'x'.repeat(5000)}&utm_term=%E0%A4%A`,
    )!;
    expect(value.length).toBeLessThan(2000);
    expect(value).not.toMatch(/[;,"\\\s]/);
    const decoded = decodeVisitSource(value);
    expect(decoded.utm_source).toHaveLength(100);
    expect(decoded.utm_campaign?.startsWith('ช;,"\\ ช')).toBe(true);
  });

  it('reads what the browser script writes, and ignores what it cannot read', () => {
    expect(decodeVisitSource('landing=%2Fen%2Fblog&referrer=www.google.com')).toEqual({
      landing: '/en/blog',
      referrer: 'www.google.com',
    });
    expect(decodeVisitSource('utm_campaign=%E0%A4%A&evil=1&landing=https%3A%2F%2Fx')).toEqual({ landing: '' });
  });

  it("is written by the browser with the landing page and a foreign referrer, never over the proxy's or an earlier page's", () => {
    const site = { host: 'www.sabaisms.com', referrer: '' };
    const thaiArticle = '/blog/%E0%B8%AA%E0%B9%88%E0%B8%87-sms';
    const written = landingCookie('consent=1', { ...site, path: thaiArticle, referrer: 'https://www.google.co.th/' });
    expect(written).toMatch(/^utm_tracking=[^;\s,]+; max-age=86400; path=\/; samesite=lax$/);
    const value = rawCookie(written, 'utm_tracking');
    expect(decodeVisitSource(value)).toEqual({ landing: thaiArticle, referrer: 'www.google.co.th' });
    // The site's own pages and an empty or broken referrer name no referrer.
    for (const referrer of ['', 'https://www.sabaisms.com/en', 'not a url'])
      expect(
        decodeVisitSource(rawCookie(landingCookie('', { ...site, path: '/en', referrer }), 'utm_tracking')),
      ).toEqual({
        landing: '/en',
      });
    expect(landingCookie('a=1; utm_tracking=utm_campaign=nov&landing=%2Fen', { ...site, path: '/en' })).toBeNull();
    expect(landingCookie('utm_tracking=landing=%2F', { ...site, path: '/en/packages' })).toBeNull();
  });
});

describe('the attribution of a lead', () => {
  it('comes from both cookies and the form page', () => {
    const cookie = 'a=1; url_tracking=Line%20OA; utm_tracking=utm_campaign=nov&landing=%2Fen%2Fpackages';
    expect(
      attributionOf({
        trackingCookie: rawCookie(cookie, 'url_tracking'),
        utmCookie: rawCookie(cookie, 'utm_tracking'),
        formPage: '/en/contact-us',
      }),
    ).toEqual({
      channel: 'Line OA',
      utmSource: null,
      utmMedium: null,
      utmCampaign: 'nov',
      utmTerm: null,
      utmContent: null,
      landingPage: '/en/packages',
      formPage: '/en/contact-us',
      referrerHost: null,
    });
  });

  it('defaults to "Google search", and to the Referer for the form page', () => {
    const attribution = attributionOf({
      trackingCookie: null,
      utmCookie: null,
      formPage: undefined,
      referer: 'https://sabaisms.test/vn/contact-us?x=1',
    });
    expect(attribution).toMatchObject({ channel: 'Google search', formPage: '/vn/contact-us', landingPage: null });
    expect(channelOf('%E0%A4%A')).toBe('Google search');
    expect(channelOf('%3Cb%3Ex%3C%2Fb%3E%00')).toBe('<b>x</b>');
  });
});
