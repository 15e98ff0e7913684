import 'server-only';

import { getTranslations } from 'next-intl/server';

import type { Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/i18n/paths';
import { content } from '@/lib/content';
import { feedPath } from '@/lib/feed/paths';
import { rss } from '@/lib/feed/rss';
import { pageRoutes } from '@/lib/routes';

export const FEED_SIZE = 20;

/**
 * The RSS feed of a language's newest 20 articles. Its reads are the tagged content reads, so a
 * route that serves it statically is revalidated with the blog's pages.
 */
export async function feedResponse(locale: Locale): Promise<Response> {
  const [posts, t] = await Promise.all([content.postList(locale), getTranslations({ locale })]);
  const body = rss({
    title: `${t('Pages.blog.title')} – ${t('Metadata.siteName')}`,
    link: absoluteUrl(locale, pageRoutes.blog),
    self: absoluteUrl(locale, feedPath),
    description: t('Pages.blog.description'),
    language: locale,
    items: posts.slice(0, FEED_SIZE).map((post) => ({
      title: post.title,
      link: absoluteUrl(locale, `${pageRoutes.blog}/${post.path}`),
      description: post.metaDescription,
      publishedAt: post.publishedAt,
      ...(post.category ? { category: post.category.name } : {}),
    })),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
