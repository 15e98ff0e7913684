/**
 * Where a lead came from: the channel (`url_tracking`, spec §4), the visit's UTM parameters, its landing page
 * and referrer (`utm_tracking`), the page the form was sent from and the language. Pure functions shared by
 * the proxy (which writes `utm_tracking` on responses that carry tracking parameters), the browser, which
 * records the landing page of a visit without parameters (components/contact/VisitLanding.tsx), and the
 * server, which reads both cookies when a lead is stored.
 *
 * Everything here comes from the visitor and is untrusted: every value is reduced to plain text (control
 * characters and broken encodings dropped, spaces collapsed) and cut to 100 characters; it is escaped
 * wherever it is shown (mail, admin, CSV).
 */
import { DEFAULT_CHANNEL } from '@/lib/routing/proxy-rules';

export const UTM_COOKIE = 'utm_tracking';
/** Like `url_tracking`: one day, path `/`. */
export const UTM_COOKIE_MAX_AGE = 60 * 60 * 24;
export const MAX_VALUE_LENGTH = 100;
/** Encoded characters one value may take in the cookie (the whole cookie stays far below 4 KB). */
const MAX_ENCODED_VALUE = 400;

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** What the `utm_tracking` cookie holds: the visit's first campaign, its landing page and referrer host. */
export type VisitSource = Partial<Record<UtmKey, string>> & { landing?: string; referrer?: string };

/** The attribution fields of a lead, as the CMS names them (cms/collections/leads/fields.ts). */
export const ATTRIBUTION_FIELDS = [
  'channel',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmContent',
  'landingPage',
  'formPage',
  'referrerHost',
] as const;

/** The attribution stored on a lead (every value plain text, at most 100 characters; channel always set). */
export type Attribution = Record<(typeof ATTRIBUTION_FIELDS)[number], string | null> & { channel: string };

// C0 and C1 controls, DEL, zero-width and bidirectional formatting characters, lone surrogates.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]|[\ud800-\udfff]/gu;

/** Untrusted input → plain text of at most `max` characters (code points), or '' when nothing is left. */
export function cleanText(value: unknown, max = MAX_VALUE_LENGTH): string {
  if (typeof value !== 'string') return '';
  // In unicode mode the class also matches lone surrogates, which are not valid text.
  const text = value
    .replace(UNSAFE, ' ')
    .replace(/\uFFFD/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, max).join('').trim();
}

/** A percent-encoded value decoded; null when its encoding is broken (invalid escapes or UTF-8). */
function decode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** A path of this site (`/en/packages`): plain text, no query, at most 100 characters; '' for anything else. */
export function cleanPath(value: unknown): string {
  const text = cleanText(value, 2000);
  if (!text.startsWith('/') || text.startsWith('//')) return '';
  return cleanText(text.split(/[?#]/)[0], MAX_VALUE_LENGTH);
}

/** The host of a referring URL, unless it is this site's own host (then, and for anything odd, ''). */
export function referrerHostOf(referrer: string | null | undefined, ownHost: string | null | undefined): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).host.toLowerCase();
    return host && host !== ownHost?.toLowerCase() ? cleanText(host) : '';
  } catch {
    return '';
  }
}

/** The `utm_tracking` cookie's value for a visit source: form-encoded, each value cut to fit. */
export function encodeVisitSource(source: VisitSource): string {
  const parts: string[] = [];
  for (const [key, raw] of Object.entries(source)) {
    const value = cleanText(raw);
    if (!value) continue;
    let encoded = '';
    for (const char of value) {
      const next = encodeURIComponent(char);
      if (encoded.length + next.length > MAX_ENCODED_VALUE) break;
      encoded += next;
    }
    parts.push(`${key}=${encoded}`);
  }
  return parts.join('&');
}

/** A `utm_tracking` cookie value → the visit source it holds; anything unreadable is left out. */
export function decodeVisitSource(cookie: string | null | undefined): VisitSource {
  const source: VisitSource = {};
  if (!cookie) return source;
  for (const pair of cookie.split('&')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const key = pair.slice(0, eq);
    const value = decode(pair.slice(eq + 1));
    if (value === null) continue;
    if ((UTM_KEYS as readonly string[]).includes(key)) source[key as UtmKey] = cleanText(value);
    else if (key === 'landing') source.landing = cleanPath(value);
    else if (key === 'referrer') source.referrer = cleanText(value);
  }
  return source;
}

/** One cookie's raw value from a Cookie header (not decoded: these values are decoded field by field). */
export function rawCookie(header: string | null | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The `utm_tracking` cookie the browser writes for a visit without tracking parameters (its landing page and
 * the referring site's host), or null when the browser already holds one: the proxy's, or an earlier page's.
 */
export function landingCookie(cookies: string, visit: { path: string; referrer: string; host: string }): string | null {
  if (rawCookie(cookies, UTM_COOKIE) !== null) return null;
  const value = encodeVisitSource({
    landing: cleanPath(visit.path),
    referrer: referrerHostOf(visit.referrer, visit.host),
  });
  return `${UTM_COOKIE}=${value}; max-age=${UTM_COOKIE_MAX_AGE}; path=/; samesite=lax`;
}

const hasCampaign = (source: VisitSource) => UTM_KEYS.some((key) => Boolean(source[key]));

/**
 * The `utm_tracking` value the proxy sets for a request, or null when none is due. Due only when the URL
 * carries tracking parameters (`utm_*`, or a `channel` other than the default), so every other response
 * stays cacheable. First touch: a cookie that already holds a campaign is kept; one that holds only the
 * landing page of a visit without parameters (written by the browser) is replaced.
 */
export function utmCookieValue(request: {
  searchParams: URLSearchParams;
  pathname: string;
  referrer: string | null;
  ownHost: string | null;
  existing: string | null | undefined;
}): string | null {
  const { searchParams } = request;
  const utm: VisitSource = {};
  for (const key of UTM_KEYS) {
    const value = cleanText(searchParams.get(key));
    if (value) utm[key] = value;
  }
  const channel = cleanText(searchParams.get('channel'));
  const tracked = hasCampaign(utm) || (channel !== '' && channel !== DEFAULT_CHANNEL);
  if (!tracked || hasCampaign(decodeVisitSource(request.existing))) return null;
  return encodeVisitSource({
    ...utm,
    landing: cleanPath(request.pathname),
    referrer: referrerHostOf(request.referrer, request.ownHost),
  });
}

/** The channel of a `url_tracking` cookie value (URL-encoded by the proxy), or the spec's default. */
export function channelOf(cookie: string | null | undefined): string {
  if (!cookie) return DEFAULT_CHANNEL;
  const value = cleanText(decode(cookie) ?? '');
  return value || DEFAULT_CHANNEL;
}

const orNull = (value: string | undefined) => value || null;

/** The attribution of a lead from the request's cookies, the page the form was on and the request's referrer. */
export function attributionOf(input: {
  trackingCookie: string | null | undefined;
  utmCookie: string | null | undefined;
  formPage: unknown;
  /** The Referer header of the form's request: the form page when the form did not say. */
  referer?: string | null;
}): Attribution {
  const source = decodeVisitSource(input.utmCookie);
  let formPage = cleanPath(input.formPage);
  if (!formPage && input.referer) {
    try {
      formPage = cleanPath(new URL(input.referer).pathname);
    } catch {
      formPage = '';
    }
  }
  return {
    channel: channelOf(input.trackingCookie),
    utmSource: orNull(source.utm_source),
    utmMedium: orNull(source.utm_medium),
    utmCampaign: orNull(source.utm_campaign),
    utmTerm: orNull(source.utm_term),
    utmContent: orNull(source.utm_content),
    landingPage: orNull(source.landing),
    formPage: orNull(formPage),
    referrerHost: orNull(source.referrer),
  };
}
