import type { NextConfig } from 'next';
import { withPayload } from '@payloadcms/next/withPayload';
import createNextIntlPlugin from 'next-intl/plugin';

import { adminShortcuts } from './cms/admin-shortcuts';
import { securityHeaders } from './lib/security/headers';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // A separate output folder lets two builds of this tree coexist (e.g. a second engineer's check).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The proxy removes trailing slashes itself, together with the /th prefix, in a single hop.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` in the test command, not again in every build.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Images come only from this site (CMS uploads under /api/media and /public).
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  async redirects() {
    // The admin menu paths of spec §2 lead to the matching Payload screens.
    return adminShortcuts.map(({ from, to }) => ({ source: from, destination: to, permanent: false }));
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false });
