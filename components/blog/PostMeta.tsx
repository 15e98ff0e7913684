import { getTranslations } from 'next-intl/server';

import styles from '@/components/blog/PostMeta.module.css';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';
import { formatDate } from '@/lib/format/number';

/** Type, category and creation date of a post; on the article itself, its reading time. */
export async function PostMeta({ post, locale, minutes }: { post: PostSummary; locale: Locale; minutes?: number }) {
  const t = await getTranslations('BlogPage');
  return (
    <p className={styles.meta}>
      <span className={styles.type} data-meta="type">
        {t(`types.${post.type}`)}
      </span>
      {post.category ? (
        <span
          className={styles.category}
          data-meta="category"
          style={{ ['--category-color' as string]: post.category.color }}
        >
          {post.category.name}
        </span>
      ) : null}
      <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt)}</time>
      {minutes ? <span data-meta="reading-time">{t('readingTime', { minutes })}</span> : null}
    </p>
  );
}
