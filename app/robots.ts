import type { MetadataRoute } from 'next';

import { siteUrl } from '@/i18n/paths';

/** Crawlers see the public site; the CMS, its API and the benchmark baseline stay out. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/bench-baseline.html'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
