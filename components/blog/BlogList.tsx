import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { CategoryFilter } from '@/components/blog/CategoryFilter';
import { PostGrid } from '@/components/blog/PostGrid';
import type { Locale } from '@/i18n/locales';
import type { Category, PostSummary } from '@/lib/content';

type Props = {
  locale: Locale;
  categories: Category[];
  posts: PostSummary[];
  active: string | null;
  /** Below the posts (the page links). */
  children?: ReactNode;
};

/** Filter and posts of the blog list or one category; the empty states of spec §8. */
export async function BlogList({ locale, categories, posts, active, children }: Props) {
  const t = await getTranslations('BlogPage');
  return (
    <div className="container section">
      <CategoryFilter categories={categories} active={active} />
      {posts.length > 0 ? (
        <PostGrid posts={posts} locale={locale} headingLevel={2} priorityFirst />
      ) : (
        <p className="empty-state" role="status">
          {active ? t('empty') : t('noPosts')}
        </p>
      )}
      {children}
    </div>
  );
}
