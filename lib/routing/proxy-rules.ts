/**
 * Pure decisions of the proxy (the app's middleware), kept apart so they are unit-tested
 * without a server.
 */
import { localePrefixes, type Locale } from '@/i18n/locales';
import {
  DEFAULT_CHANNEL,
  TRACKING_COOKIE,
  TRACKING_COOKIE_MAX_AGE,
  TRACKING_COOKIE_MAX_LENGTH,
} from '@/lib/routing/tracking';

const PREFIX_SEGMENTS = new Set(Object.values(localePrefixes).map((p) => p.slice(1)));

export { DEFAULT_CHANNEL, TRACKING_COOKIE, TRACKING_COOKIE_MAX_AGE, TRACKING_COOKIE_MAX_LENGTH };

function firstSegment(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  return end === -1 ? pathname.slice(1) : pathname.slice(1, end);
}

/** `/th`, `/TH/x` → `/`, `/x`; null when the path has no Thai prefix. */
export function thaiPrefixTarget(pathname: string): string | null {
  const match = /^\/th(\/.*)?$/i.exec(pathname);
  if (!match) return null;
  return match[1] && match[1] !== '/' ? match[1] : '/';
}

/**
 * Where a path must be redirected to, in one hop: trailing slashes removed and the Thai
 * prefix dropped (`/th/faq/` → `/faq`). Null when the path is already canonical.
 */
export function canonicalPathTarget(pathname: string): string | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
  const target = thaiPrefixTarget(trimmed) ?? trimmed;
  return target === pathname ? null : target;
}

/**
 * A page path's language and the path without its prefix, as next-intl routes it (the prefix spelled
 * exactly): `/en/faq` → en, `/faq`; `/faq` → th, `/faq`; `/cn` → zh-CN, `/`.
 */
export function splitLocalePrefix(pathname: string): { locale: Locale; path: string } {
  const first = '/' + firstSegment(pathname);
  const match = (Object.entries(localePrefixes) as Array<[Locale, string]>).find(([, prefix]) => prefix === first);
  if (!match) return { locale: 'th', path: pathname };
  return { locale: match[0], path: pathname.slice(first.length) || '/' };
}

/** The locale whose prefix a path starts with, in any case (Thai when none). */
export function localeOfPath(pathname: string): Locale {
  return splitLocalePrefix('/' + firstSegment(pathname).toLowerCase()).locale;
}

/** `/en/admin/…` (any locale prefix) → `/admin/…`; null otherwise. */
export function adminUnderLocaleTarget(pathname: string): string | null {
  const segments = pathname.split('/');
  const prefix = segments[1]?.toLowerCase();
  if (!prefix || (prefix !== 'th' && !PREFIX_SEGMENTS.has(prefix))) return null;
  if (segments[2] !== 'admin') return null;
  return '/' + segments.slice(2).join('/');
}

/**
 * The value stored in the `url_tracking` cookie for a `channel` query value, or null when
 * no cookie is due (absent, empty or the default channel). The value is URL-encoded and
 * cut to at most 100 characters without splitting an escape sequence.
 */
export function trackingCookieValue(channel: string | null): string | null {
  if (channel === null) return null;
  const trimmed = channel.trim();
  if (trimmed === '' || trimmed === DEFAULT_CHANNEL) return null;
  let encoded = '';
  for (const char of trimmed) {
    const next = encodeURIComponent(char);
    if (encoded.length + next.length > TRACKING_COOKIE_MAX_LENGTH) break;
    encoded += next;
  }
  return encoded;
}
