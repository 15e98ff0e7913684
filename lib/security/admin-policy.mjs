// The Content-Security-Policy of the CMS (next.config.ts sets it on /admin).

/**
 * The CMS renders inline scripts that change with every request, so it gets a policy of its
 * own: same-origin everything, inline allowed, never framed. Public pages get a hash-based
 * policy from Next's cache handler instead (lib/server/page-policy.mjs).
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
