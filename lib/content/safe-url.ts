/**
 * The one URL check of the project: anything that turns text into a link (config links, contact
 * channels, popup redirect, remote HTML) goes through here. Allowed: absolute URLs whose scheme is
 * https:, http:, tel:, mailto: or line:, and site-relative paths ("/promotions"). Everything else,
 * notably javascript:, data: and vbscript:, is refused — including the usual obfuscations
 * (mixed case, leading whitespace, control characters or tabs inside the scheme).
 *
 * Plain module with no server-only import: client code and the CMS validators reuse it.
 */
const ALLOWED_PROTOCOLS = new Set(['https:', 'http:', 'tel:', 'mailto:', 'line:']);

// Whitespace or control characters anywhere: browsers strip some of them ("java\tscript:"),
// so a URL that contains any is refused rather than normalised.
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\ufeff]/;

const MAX_LENGTH = 2048;

function isRelativePath(value: string): boolean {
  // "/x" is same-origin; "//host" and "/\host" are protocol-relative in browsers.
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/** True when `value` is a link the site may render (see the module comment). */
export function isSafeUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_LENGTH || UNSAFE_CHARACTERS.test(trimmed)) return false;
  if (isRelativePath(trimmed)) return true;
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return false; // not absolute and not a site path: refused, never guessed
  }
  if (!ALLOWED_PROTOCOLS.has(parsed.protocol)) return false;
  if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname === '') return false;
  return true;
}

/** The trimmed URL when it is safe, otherwise null. */
export function safeUrl(value: unknown): string | null {
  return isSafeUrl(value) ? value.trim() : null;
}

/** True for an absolute http(s) URL (e.g. the customer application's domain). */
export function isHttpUrl(value: unknown): value is string {
  return isSafeUrl(value) && /^https?:\/\//i.test(value.trim());
}
