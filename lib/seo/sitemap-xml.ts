/**
 * Sitemap XML (pure): a `<urlset>` with hreflang alternates, and a `<sitemapindex>` of parts.
 * The urlset is laid out line for line as Next's metadata sitemap wrote it before these routes
 * replaced app/sitemap.ts, so crawlers and tests see the same document; unlike Next's, every value
 * is escaped (the five XML-significant characters), as the sitemap protocol requires.
 */
import { escapeHtml as escapeXml } from '@/lib/format/html';
import type { SitemapEntry } from '@/lib/seo/sitemap-entries';

/** One part of a sitemap index: its absolute URL and the newest lastmod of its entries. */
export type SitemapRef = { loc: string; lastModified?: string };

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

function url(entry: SitemapEntry): string {
  const lines = [`<url>`, `<loc>${escapeXml(entry.url)}</loc>`];
  for (const [hreflang, href] of Object.entries(entry.languages)) {
    lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}" />`);
  }
  if (entry.lastModified) lines.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
  lines.push(`<priority>${entry.priority}</priority>`, '</url>\n');
  return lines.join('\n');
}

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${HEADER}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.map(url).join('')}</urlset>\n`;
}

export function sitemapIndexXml(parts: readonly SitemapRef[]): string {
  const sitemaps = parts.map((part) =>
    [
      '<sitemap>',
      `<loc>${escapeXml(part.loc)}</loc>`,
      ...(part.lastModified ? [`<lastmod>${escapeXml(part.lastModified)}</lastmod>`] : []),
      '</sitemap>\n',
    ].join('\n'),
  );
  return `${HEADER}<sitemapindex xmlns="${SITEMAP_NS}">\n${sitemaps.join('')}</sitemapindex>\n`;
}
