import { getTranslations } from 'next-intl/server';

import { routeLocale } from '@/i18n/server';
import { content } from '@/lib/content';
import { articleImage } from '@/lib/og/article-image';

type Context = { params: Promise<{ locale: string; path: string }> };

/**
 * The Open Graph image of an article in one language (/blog/<path>/og, /en/blog/<path>/og …).
 * Rendered on first request and kept like the pages (revalidated with the posts tag): generating
 * one per article and language at build would add thousands of images to every build.
 */
export const dynamic = 'force-static';

export async function GET(_request: Request, { params }: Context) {
  const locale = await routeLocale(params);
  const post = await content.post(locale, decodeURIComponent((await params).path));
  if (!post) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return articleImage({
    locale,
    title: post.title,
    site: t('siteName'),
    category: post.category?.name ?? null,
    color: post.category?.color ?? '#1a73e8',
  });
}
