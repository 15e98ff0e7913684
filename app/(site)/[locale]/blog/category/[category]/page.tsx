import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';

import { BlogList } from '@/components/blog/BlogList';
import { categoryPath } from '@/components/blog/CategoryFilter';
import { notFoundMetadata } from '@/components/page/NotFoundView';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale } from '@/i18n/server';
import type { Locale } from '@/i18n/locales';
import { duringBuildOr, getCategories, getPosts } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string; category: string }> };

export async function generateStaticParams() {
  const categories = await duringBuildOr(getCategories('th'), []);
  return categories.map((category) => ({ category: category.id }));
}

async function load(params: Props['params']) {
  const locale = await routeLocale(params.then(({ locale }) => ({ locale })));
  const { category: id } = await params;
  const categories = await getCategories(locale);
  return { locale, categories, category: categories.find((c) => c.id === decodeURIComponent(id)) ?? null };
}

async function title(locale: Locale, name: string): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'Pages.blog' });
  return `${name} – ${t('title')}`;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await load(params);
  if (!category) return notFoundMetadata;
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: categoryPath(category.id),
    title: await title(locale, category.name),
    description: t('BlogPage.categoryDescription', { category: category.name }),
    siteName: t('Metadata.siteName'),
  });
}

/** One category of the blog: a static page per category (the filter of spec §2). */
export default async function BlogCategoryPage({ params }: Props) {
  const { locale, categories, category } = await load(params);
  if (!category) notFound();
  const [posts, t, heading] = await Promise.all([
    getPosts(locale, { category: category.id }),
    getTranslations('BlogPage'),
    title(locale, category.name),
  ]);
  return (
    <>
      <PageIntro
        page="blog"
        sub={{ name: category.name, path: categoryPath(category.id), heading }}
        lead={t('categoryDescription', { category: category.name })}
      />
      <BlogList locale={locale} categories={categories} posts={posts} active={category.id} />
    </>
  );
}
