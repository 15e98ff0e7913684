import { localePrefixes } from '@/i18n/locales';
import { noncePagePolicy } from '@/lib/security/csp.mjs';

/** Pages of the site that are always rendered per request (never from the page cache). */
const PER_REQUEST_PAGES = new Set(['/search']);
const PREFIXES = new Set<string>(Object.values(localePrefixes));

/** `/en/search` → `/search`; a Thai path stays as it is. */
function withoutLocalePrefix(pathname: string): string {
  const end = pathname.indexOf('/', 1);
  const first = end === -1 ? pathname : pathname.slice(0, end);
  return PREFIXES.has(first) ? pathname.slice(first.length) || '/' : pathname;
}

/**
 * Whether Next renders this page request afresh rather than from its page cache, so that its policy
 * cannot come from the cache (lib/server/page-policy.mjs) and is given a nonce instead: a staff preview
 * (draft mode), a form posted to a server action without JavaScript, the search.
 */
export function rendersPerRequest(method: string, pathname: string, previewing: boolean): boolean {
  if (previewing) return true;
  if (method !== 'GET' && method !== 'HEAD') return true;
  return PER_REQUEST_PAGES.has(withoutLocalePrefix(pathname));
}

/** A fresh nonce and the policy that allows the scripts carrying it. */
export function nonceRequestPolicy(previewing: boolean): string {
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  return noncePagePolicy(nonce, (process.env.SERVER_URL ?? '').startsWith('https://'), previewing);
}
