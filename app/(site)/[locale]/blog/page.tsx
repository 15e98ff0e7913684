import { getTranslations } from 'next-intl/server';

import { BlogList } from '@/components/blog/BlogList';
import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { duringBuildOr, getCategories, getPosts } from '@/lib/content';

export const generateMetadata = metadataFor('blog');

/** Every active article, newest first, with the category filter. */
export default async function BlogPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [categories, posts, t] = await Promise.all([
    duringBuildOr(getCategories(locale), []),
    duringBuildOr(getPosts(locale), []),
    getTranslations('BlogPage'),
  ]);
  return (
    <>
      <PageIntro page="blog" lead={t('lead')} />
      <BlogList locale={locale} categories={categories} posts={posts} active={null} />
    </>
  );
}
