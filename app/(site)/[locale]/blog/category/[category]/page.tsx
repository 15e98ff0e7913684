import { BlogListView } from '@/components/blog/BlogListView';
import { listMetadata } from '@/components/blog/blog-list';
import { routeLocale } from '@/i18n/server';
import { content, duringBuildOr } from '@/lib/content';

type Props = { params: Promise<{ locale: string; category: string }> };

/** New categories render on first request; old numeric URLs are permanent redirects. */
export const dynamicParams = true;

export async function generateStaticParams() {
  const categories = await duringBuildOr(content.categories('th'), []);
  // The old numeric URLs too, as their redirects (prerendered: see blog/page/[page]).
  return categories.flatMap((category) => [{ category: category.slug }, { category: category.id }]);
}

async function request({ params }: Props) {
  const { category } = await params;
  return { locale: await routeLocale(params), category: decodeURIComponent(category), page: null };
}

export async function generateMetadata(props: Props) {
  return listMetadata(await request(props));
}

/** The first page of one category (the filter of spec §2); an empty category says so. */
export default async function BlogCategoryPage(props: Props) {
  return <BlogListView {...await request(props)} />;
}
