import path from 'node:path';

import type { NextConfig } from 'next';
import { withPayload } from '@payloadcms/next/withPayload';
import createNextIntlPlugin from 'next-intl/plugin';

import { adminShortcuts } from './cms/admin-shortcuts';
import { clientHintsOnlyOnAdmin } from './lib/security/admin-client-hints';
import { adminContentSecurityPolicy } from './lib/security/admin-policy.mjs';
import { securityHeaders } from './lib/security/headers.mjs';
import { distDir } from './lib/server/dist-dir.mjs';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

const nextConfig: NextConfig = {
  // NEXT_DIST_DIR: a separate output folder, so two builds of this tree can coexist (the bench's own).
  distDir: distDir(),
  // `npm run bench` builds with BENCH_BASELINE=1 to include its bare page (app/(bench)/*.bench.tsx);
  // the normal build has no such route.
  pageExtensions: ['tsx', 'ts', 'jsx', 'js', ...(process.env.BENCH_BASELINE === '1' ? ['bench.tsx'] : [])],
  poweredByHeader: false,
  // Fewer, larger shared chunks (Turbopack's documented chunking thresholds): the framework's five start-up
  // chunks become three, 11-12 scripts per page become 9, 1.3 KB less JavaScript. On a slow phone every
  // script costs a request started on the main thread after the first paint (5-11 ms each here under
  // load); traces of home, packages, the blog and contact (8 interleaved loads each) put the estimated 8x
  // blocking time 50-230 ms lower with it (issue 29, README "How it works", first paint).
  experimental: {
    turbopackChunking: { minChunkSize: 200_000, maxChunkCountPerGroup: 4 },
    // Turbopack keeps its work for the next build of this folder (writing it took about 40 s here).
    // NEXT_BUILD_CACHE=off skips that where no next build comes: the test command on a fresh clone.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
  },
  // Next's page and data cache, with each stored page version's Content-Security-Policy in its headers
  // (lib/server/cache-handler.mjs). With REDIS_URL every instance shares it; Next's own in-memory copy is
  // then turned off, or an instance would keep serving a page another instance revalidated.
  cacheHandler: path.join(process.cwd(), 'lib/server/cache-handler.mjs'),
  ...(process.env.REDIS_URL ? { cacheMaxMemorySize: 0 } : {}),
  // server.mjs compresses (each page version once), or a reverse proxy in front does (COMPRESSION=off).
  compress: false,
  // The proxy removes trailing slashes itself, together with the /th prefix, in a single hop.
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  // Types are checked once, by `npm run typecheck` in the test command, not again in every build.
  typescript: { ignoreBuildErrors: true },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Widths offered in a responsive srcset: up to a 1920-px screen; Next's default also lists
    // 2048 and 3840, which only lengthened every srcset (twice per page, in the HTML and its payload).
    deviceSizes: [640, 828, 1080, 1280, 1920],
    // Images come only from this site (CMS uploads under /api/media and /public).
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  async redirects() {
    // The admin menu paths of spec §2 lead to the matching Payload screens.
    return adminShortcuts.map(({ from, to }) => ({ source: from, destination: to, permanent: false }));
  },
  async rewrites() {
    // Browsers and bots ask for /favicon.ico whenever they have not seen the page's icon link
    // yet (a not-found page streams its metadata): answer with the site's icon, not a 404.
    return [{ source: '/favicon.ico', destination: '/favicon.svg' }];
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders() },
      { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy }] },
      { source: '/admin', headers: [{ key: 'Content-Security-Policy', value: adminContentSecurityPolicy }] },
    ];
  },
};

export default clientHintsOnlyOnAdmin(withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false }));
