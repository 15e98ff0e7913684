import type { MetadataRoute } from 'next';

import { locales } from '@/i18n/locales';
import { absoluteUrl, languageAlternates } from '@/i18n/paths';
import { duringBuildOr, getCategories, getPostUpdates, type PostUpdate } from '@/lib/content';
import { pageKeys, pageRoutes } from '@/lib/routes';

function entriesOf(path: string, priority: number, lastModified?: string): MetadataRoute.Sitemap {
  const languages = languageAlternates(path);
  return locales.map((locale) => ({
    url: absoluteUrl(locale, path),
    alternates: { languages },
    priority,
    ...(lastModified ? { lastModified } : {}),
  }));
}

/** The newest update among posts (ISO strings compare in time order). */
const newest = (posts: readonly PostUpdate[]): string | undefined =>
  posts.reduce<string | undefined>((max, post) => (max && max > post.updatedAt ? max : post.updatedAt), undefined);

/**
 * Every page, blog category and article in every language, each with its hreflang alternates; an
 * article carries its update time as lastmod, the blog and a category their newest article's.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, categories] = await Promise.all([
    duringBuildOr(getPostUpdates(), []),
    duringBuildOr(getCategories('th'), []),
  ]);
  return [
    ...pageKeys.flatMap((key) =>
      entriesOf(pageRoutes[key], key === 'home' ? 1 : 0.8, key === 'blog' ? newest(posts) : undefined),
    ),
    ...categories.flatMap((category) =>
      entriesOf(
        `${pageRoutes.blog}/category/${encodeURIComponent(category.slug)}`,
        0.5,
        newest(posts.filter((post) => post.category === category.slug)),
      ),
    ),
    ...posts
      .map((post) => entriesOf(`${pageRoutes.blog}/${encodeURIComponent(post.path)}`, 0.6, post.updatedAt))
      .flat(),
  ];
}
