import type { MetadataRoute } from 'next';

import { locales } from '@/i18n/locales';
import { absoluteUrl, languageAlternates } from '@/i18n/paths';
import { duringBuildOr, getAllPostPaths, getCategories } from '@/lib/content';
import { pageKeys, pageRoutes } from '@/lib/routes';

function entriesOf(path: string, priority: number): MetadataRoute.Sitemap {
  const languages = languageAlternates(path);
  return locales.map((locale) => ({
    url: absoluteUrl(locale, path),
    alternates: { languages },
    priority,
  }));
}

/** Every page, blog category and article in every language, each with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, categories] = await Promise.all([
    duringBuildOr(getAllPostPaths(), []),
    duringBuildOr(getCategories('th'), []),
  ]);
  return [
    ...pageKeys.flatMap((key) => entriesOf(pageRoutes[key], key === 'home' ? 1 : 0.8)),
    ...categories.flatMap((category) =>
      entriesOf(`${pageRoutes.blog}/category/${encodeURIComponent(category.slug)}`, 0.5),
    ),
    ...posts.flatMap((path) => entriesOf(`${pageRoutes.blog}/${encodeURIComponent(path)}`, 0.6)),
  ];
}
