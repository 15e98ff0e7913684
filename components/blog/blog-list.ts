import 'server-only';

import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { categoryPath } from '@/components/blog/CategoryFilter';
import { notFoundMetadata } from '@/components/page/NotFoundView';
import type { Locale } from '@/i18n/locales';
import { absoluteUrl, localizedPath } from '@/i18n/paths';
import { content, type Category } from '@/lib/content';
import { pagePath, parsePageNumber } from '@/lib/content/pagination';
import { pageRoutes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { feedPath } from '@/lib/feed/paths';

/** Which list: the whole blog (category null) or one category by slug; the `/page/<n>` segment, null on the list's own URL. */
export type ListRequest = { locale: Locale; category: string | null; page: string | null };

/**
 * The categories, the selected category and the page of a blog list. Not found: an unknown
 * category, a page segment that is not a canonical positive integer, a page past the end. An old
 * numeric category URL (/blog/category/<id>) answers a permanent redirect to its slug, and
 * `<list>/page/1` one to the list itself (every page has one URL).
 */
export async function loadList({ locale, category: slug, page: segment }: ListRequest) {
  const number = segment === null ? 1 : parsePageNumber(segment);
  if (number === null) notFound();
  const categories = await content.categories(locale);
  const category = slug === null ? null : (categories.find((c) => c.slug === slug) ?? null);
  if (slug !== null && !category) {
    const old = categories.find((c) => c.id === slug);
    if (old) permanentRedirect(localizedPath(locale, pagePath(categoryPath(old.slug), number)));
    notFound();
  }
  const base = category ? categoryPath(category.slug) : pageRoutes.blog;
  if (segment === '1') permanentRedirect(localizedPath(locale, base));
  const page = await content.postPage(locale, number, category?.id);
  if (!page) notFound();
  return { categories, category, page, base };
}

/** Title, description, canonical (per page) and the language's feed of a blog list page. */
export async function listMetadata(request: ListRequest): Promise<Metadata> {
  const number = request.page === null ? 1 : parsePageNumber(request.page);
  const categories = await content.categories(request.locale);
  const category = request.category === null ? null : categories.find((c) => c.slug === request.category);
  if (number === null || category === undefined) return notFoundMetadata;
  const t = await getTranslations({ locale: request.locale });
  const base = category ? categoryPath(category.slug) : pageRoutes.blog;
  const title = listTitle(t, category, number);
  const meta = pageMetadata({
    locale: request.locale,
    path: pagePath(base, number),
    title,
    description: category
      ? t('BlogPage.categoryDescription', { category: category.name })
      : t('Pages.blog.description'),
    siteName: t('Metadata.siteName'),
  });
  const feed = { 'application/rss+xml': [{ url: absoluteUrl(request.locale, feedPath), title: t('BlogPage.feed') }] };
  return { ...meta, alternates: { ...meta.alternates, types: feed } };
}

type T = Awaited<ReturnType<typeof getTranslations>>;

/** "Blog", "SMS marketing – Blog", and " – page n" from page 2 on. */
export function listTitle(t: T, category: Category | null, page: number): string {
  const blog = t('Pages.blog.title');
  const title = category ? `${category.name} – ${blog}` : blog;
  return page > 1 ? t('BlogPage.pageTitle', { title, page }) : title;
}
