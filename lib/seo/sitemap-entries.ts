/**
 * What the sitemap lists (pure): every page, blog category and article, each in every language with
 * its hreflang alternates. An article carries its update time as lastmod, the blog and a category
 * their newest article's.
 */
import { locales } from '@/i18n/locales';
import { absoluteUrl, languageAlternates } from '@/i18n/paths';
import type { Category, PostUpdate } from '@/lib/content/types';
import { pageKeys, pageRoutes } from '@/lib/routes';

/** One `<url>`: its languages map hreflang codes (and x-default) to absolute URLs. */
export type SitemapEntry = {
  url: string;
  languages: Record<string, string>;
  priority: number;
  /** ISO 8601. */
  lastModified?: string;
};

/** One path in every language: entries whose alternates name each other. */
export type SitemapGroup = readonly SitemapEntry[];

function groupOf(path: string, priority: number, lastModified?: string): SitemapGroup {
  const languages = languageAlternates(path);
  return locales.map((locale) => ({
    url: absoluteUrl(locale, path),
    languages,
    priority,
    ...(lastModified ? { lastModified } : {}),
  }));
}

/** The newest of ISO dates (ISO strings of one format compare in time order); undefined when none. */
export const newest = (dates: readonly (string | undefined)[]): string | undefined =>
  dates.reduce<string | undefined>((max, date) => (date && !(max && max > date) ? date : max), undefined);

/** Pages first, then categories, then articles in the order the content gives them. */
export function sitemapGroups(posts: readonly PostUpdate[], categories: readonly Pick<Category, 'slug'>[]) {
  const dates = (list: readonly PostUpdate[]) => newest(list.map((post) => post.updatedAt));
  return [
    ...pageKeys.map((key) =>
      groupOf(pageRoutes[key], key === 'home' ? 1 : 0.8, key === 'blog' ? dates(posts) : undefined),
    ),
    ...categories.map((category) =>
      groupOf(
        `${pageRoutes.blog}/category/${encodeURIComponent(category.slug)}`,
        0.5,
        dates(posts.filter((post) => post.category === category.slug)),
      ),
    ),
    ...posts.map((post) => groupOf(`${pageRoutes.blog}/${encodeURIComponent(post.path)}`, 0.6, post.updatedAt)),
  ];
}
