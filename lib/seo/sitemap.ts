/**
 * The sitemap's documents (pure). While the site has at most SITEMAP_LIMIT URLs, /sitemap.xml is one
 * `<urlset>`; past that it is a `<sitemapindex>` of parts /sitemap/1.xml, /sitemap/2.xml, … of at most
 * SITEMAP_LIMIT URLs each (the protocol allows 50,000; a part of 10,000 with its alternates is about 7 MB).
 *
 * The split follows the order of sitemapGroups (pages, categories, then articles as the content gives
 * them, newest published first), so it is the same for the same content; a new article moves later
 * paths one place along. It never cuts a group: the languages of one path stay in one part, so every
 * part is self-contained (each alternate it names is listed in it too). That costs nothing: 10,000 is
 * a multiple of the five languages, so the parts are as full as they could be anyway.
 */
import { newest, type SitemapGroup, type SitemapEntry } from '@/lib/seo/sitemap-entries';
import { sitemapIndexXml, urlsetXml } from '@/lib/seo/sitemap-xml';

export const SITEMAP_LIMIT = 10_000;

/** The public path of part `n` (from 1). */
export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/** The part number of a `/sitemap/<segment>` path: `3.xml` → 3; null for `0.xml`, `03.xml`, `x.xml`, `3`. */
export function parsePartSegment(segment: string): number | null {
  const match = /^([1-9]\d{0,8})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

const urlCount = (groups: readonly SitemapGroup[]) => groups.reduce((sum, group) => sum + group.length, 0);

/** Consecutive groups, as many as fit in `limit` URLs a part. */
export function splitSitemap(groups: readonly SitemapGroup[], limit = SITEMAP_LIMIT): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [];
  let current: SitemapEntry[] = [];
  for (const group of groups) {
    if (group.length > limit) throw new RangeError(`A sitemap part of ${limit} URLs cannot hold ${group.length}`);
    if (current.length + group.length > limit) {
      parts.push(current);
      current = [];
    }
    current.push(...group);
  }
  if (current.length > 0) parts.push(current);
  return parts;
}

type Options = {
  /** Absolute URL of a path of this site. */
  absolute: (path: string) => string;
  limit?: number;
};

/** What /sitemap.xml answers: the whole urlset, or past the limit the index of the parts. */
export function sitemapXml(groups: readonly SitemapGroup[], { absolute, limit = SITEMAP_LIMIT }: Options): string {
  if (urlCount(groups) <= limit) return urlsetXml(groups.flat());
  return sitemapIndexXml(
    splitSitemap(groups, limit).map((entries, i) => {
      const lastModified = newest(entries.map((entry) => entry.lastModified));
      return { loc: absolute(sitemapPartPath(i + 1)), ...(lastModified ? { lastModified } : {}) };
    }),
  );
}

/**
 * What /sitemap/<segment> answers: the urlset of that part, or null (a 404) for a segment that is not
 * a part number, a part past the end, and every part while the whole site fits /sitemap.xml.
 */
export function sitemapPartXml(groups: readonly SitemapGroup[], segment: string, limit = SITEMAP_LIMIT) {
  const part = parsePartSegment(segment);
  if (part === null || urlCount(groups) <= limit) return null;
  const entries = splitSitemap(groups, limit)[part - 1];
  return entries ? urlsetXml(entries) : null;
}
