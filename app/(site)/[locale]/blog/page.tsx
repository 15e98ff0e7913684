import { BlogListView } from '@/components/blog/BlogListView';
import { listMetadata } from '@/components/blog/blog-list';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export async function generateMetadata({ params }: LocaleParams) {
  return listMetadata({ locale: await routeLocale(params), category: null, page: null });
}

/** The first page of the blog: the 12 newest articles, the category filter and the page links. */
export default async function BlogPage({ params }: LocaleParams) {
  return <BlogListView locale={await routeLocale(params)} category={null} page={null} />;
}
