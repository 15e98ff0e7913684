// Response headers of every route. Plain ESM with JSDoc: next.config.ts sets them on Next's
// responses, server.mjs on the few it answers itself (the admin's policy: lib/security/admin-policy.mjs).

/**
 * Headers set on every response (each public page's CSP comes with it: lib/server/page-policy.mjs).
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
