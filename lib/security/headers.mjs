// Response headers of every route. Plain ESM with JSDoc: next.config.ts sets them on Next's
// responses, server.mjs on the few it answers itself.

/**
 * Headers set on every response (the CSP of public pages is added per page by server.mjs).
 * @returns {Array<{ key: string, value: string }>}
 */
export function securityHeaders() {
  const headers = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
  ];
  // HSTS only where the site is served over HTTPS; a plain-HTTP local run must not pin it.
  if ((process.env.SERVER_URL ?? '').startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

/**
 * The CMS renders inline scripts that change with every request, so it gets a policy of its
 * own: same-origin everything, inline allowed, never framed. Public pages get a hash-based
 * policy from server.mjs instead.
 */
export const adminContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
