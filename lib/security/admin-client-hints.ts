import type { NextConfig } from 'next';

type HeaderRule = Awaited<ReturnType<NonNullable<NextConfig['headers']>>>[number];
type Header = HeaderRule['headers'][number];

/** Where the client hints belong: Payload's admin reads the colour-scheme hint to theme its first render. */
export const ADMIN_SOURCES = ['/admin', '/admin/:path*'];

const isClientHint = ({ key, value }: Header) =>
  /^(accept-ch|critical-ch)$/i.test(key) || (/^vary$/i.test(key) && /^sec-ch-/i.test(value.trim()));

/**
 * withPayload sends `Accept-CH`, `Critical-CH: Sec-CH-Prefers-Color-Scheme` and a `Vary` on it
 * with every response. `Critical-CH` makes Chromium send the first navigation of every new
 * visitor twice and the `Vary` splits shared caches, for a hint only the admin uses: this moves
 * those headers to the admin paths and leaves every other header where it was.
 */
export function clientHintsOnlyOnAdmin(config: NextConfig): NextConfig {
  const headers = config.headers;
  if (!headers) return config;
  return {
    ...config,
    async headers() {
      return (await headers()).flatMap((rule) => {
        const hints = rule.headers.filter(isClientHint);
        if (hints.length === 0) return [rule];
        const others = rule.headers.filter((header) => !isClientHint(header));
        return [
          ...(others.length > 0 ? [{ ...rule, headers: others }] : []),
          ...ADMIN_SOURCES.map((source) => ({ ...rule, source, headers: hints })),
        ];
      });
    },
  };
}
