import { getTranslations } from 'next-intl/server';

import type { PostMetaText } from '@/components/blog/PostMeta';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';
import { formatDate } from '@/lib/format/number';

/** The words of a post's meta line in `locale`; `minutes` adds the reading time (the article itself). */
export async function postMetaText(post: PostSummary, locale: Locale, minutes?: number): Promise<PostMetaText> {
  const t = await getTranslations({ locale, namespace: 'BlogPage' });
  return {
    type: t(`types.${post.type}`),
    category: post.category ? { name: post.category.name, color: post.category.color } : null,
    dateTime: post.publishedAt,
    date: formatDate(locale, post.publishedAt),
    ...(minutes ? { readingTime: t('readingTime', { minutes }) } : {}),
  };
}
