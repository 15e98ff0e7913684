import { sitemapPartResponse } from '@/lib/seo/sitemap-response';

/**
 * A part of the sitemap index (/sitemap/1.xml, …). Rendered per request from the tagged, cached
 * content reads /sitemap.xml uses (the database only on a cache miss), so it is revalidated with it. Not
 * static: a static route with open params would store a 404 in the page cache for every junk name
 * requested under /sitemap/. Crawlers fetch parts rarely.
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  return sitemapPartResponse((await params).part);
}
