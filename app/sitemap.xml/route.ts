import { sitemapResponse } from '@/lib/seo/sitemap-response';

/**
 * The sitemap (lib/seo/sitemap.ts): a route handler, not Next's metadata `sitemap.ts`, whose
 * `generateSitemaps` serves its parts but never turns /sitemap.xml into their index. Static, and
 * regenerated like the pages when the content reads it uses are revalidated.
 */
export const dynamic = 'force-static';

export function GET() {
  return sitemapResponse();
}
