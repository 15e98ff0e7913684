// Content-Security-Policy of the public pages. A page served from Next's page cache gets one built from
// its own inline scripts, once per version (lib/server/page-policy.mjs); a page rendered per request (a
// staff preview, a search, a form's answer without JavaScript) gets a nonce from proxy.ts, which Next
// writes on each of its scripts. Plain ESM with JSDoc so the cache handler and the tests share it as is.
import { createHash } from 'node:crypto';

/** Hosts the Facebook SDK needs; it is loaded only when staff turn it on and after consent. */
export const FACEBOOK_HOSTS = [
  'https://connect.facebook.net',
  'https://www.facebook.com',
  'https://staticxx.facebook.com',
];

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * SHA-256 hashes ('sha256-…') of every inline script the browser would execute in `html`.
 * External scripts (src=…) and data blocks such as JSON-LD are skipped.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_TAG)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of one public page. A staff preview may be framed by the admin on the same origin
 * (Payload's Live Preview); every other page by nobody.
 * @param {{ scriptHashes: string[], https: boolean, preview?: boolean }} options
 * @returns {string}
 */
export function publicPagePolicy({ scriptHashes, https, preview = false }) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...FACEBOOK_HOSTS].join(' ')}`,
    // Inline style attributes come from React and next/image; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${FACEBOOK_HOSTS.join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' ${FACEBOOK_HOSTS.join(' ')}`,
    `frame-src ${FACEBOOK_HOSTS.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    preview ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * The policy of one public page, from its HTML.
 * @param {string} html
 * @param {boolean} https
 * @param {boolean} [preview] a staff preview (Next's draft mode)
 */
export function pagePolicy(html, https, preview = false) {
  return publicPagePolicy({ scriptHashes: inlineScriptHashes(html), https, preview });
}

/**
 * The policy of a page rendered per request: Next reads the nonce from this policy on the request
 * (proxy.ts sets it there too) and writes it on every script of the page, inline or not.
 * @param {string} nonce
 * @param {boolean} https
 * @param {boolean} [preview] a staff preview (Next's draft mode)
 */
export function noncePagePolicy(nonce, https, preview = false) {
  return publicPagePolicy({ scriptHashes: [`'nonce-${nonce}'`], https, preview });
}
