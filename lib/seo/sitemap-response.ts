import 'server-only';

import { siteUrl } from '@/i18n/paths';
import { content, duringBuildOr } from '@/lib/content';
import { sitemapGroups } from '@/lib/seo/sitemap-entries';
import { sitemapPartXml, sitemapXml } from '@/lib/seo/sitemap';

/** The headers Next's metadata sitemap sent: crawlers revalidate on every fetch. */
const XML_HEADERS = { 'Content-Type': 'application/xml', 'Cache-Control': 'public, max-age=0, must-revalidate' };

/**
 * The sitemap's content, through the tagged content reads: a route that serves it statically is
 * revalidated whenever posts or categories are (the CMS hooks, POST /api/revalidate).
 */
async function groups() {
  const [posts, categories] = await Promise.all([
    duringBuildOr(content.postUpdates(), []),
    duringBuildOr(content.categories('th'), []),
  ]);
  return sitemapGroups(posts, categories);
}

/** /sitemap.xml: the urlset, or past 10,000 URLs the index of the parts. */
export async function sitemapResponse(): Promise<Response> {
  const xml = sitemapXml(await groups(), { absolute: (path) => siteUrl() + path });
  return new Response(xml, { headers: XML_HEADERS });
}

/** /sitemap/<segment>: one part of the index, or a 404. */
export async function sitemapPartResponse(segment: string): Promise<Response> {
  const xml = sitemapPartXml(await groups(), segment);
  if (xml === null) {
    return new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return new Response(xml, { headers: XML_HEADERS });
}
