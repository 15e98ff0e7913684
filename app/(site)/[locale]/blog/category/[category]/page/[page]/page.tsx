import { BlogListView } from '@/components/blog/BlogListView';
import { listMetadata } from '@/components/blog/blog-list';
import { routeLocale } from '@/i18n/server';
import { content, duringBuildOr } from '@/lib/content';

import { prerenderedListPages } from '@/app/(site)/[locale]/blog/prerender';

type Props = { params: Promise<{ locale: string; category: string; page: string }> };

export const dynamicParams = true;

/** The first pages of every category (../../../../prerender.ts); the others render on first request and are kept. */
export async function generateStaticParams() {
  const categories = await duringBuildOr(content.categories('th'), []);
  const pages = await Promise.all(
    categories.map(async (category) => {
      const first = await duringBuildOr(content.postPage('th', 1, category.id), null);
      const count = first?.pageCount ?? 1;
      // From 1, its redirect (prerendered: see blog/page/[page]).
      return prerenderedListPages(count).map((page) => ({ category: category.slug, page }));
    }),
  );
  return pages.flat();
}

async function request({ params }: Props) {
  const { category, page } = await params;
  return { locale: await routeLocale(params), category: decodeURIComponent(category), page };
}

export async function generateMetadata(props: Props) {
  return listMetadata(await request(props));
}

/** Page 2, 3, … of one category. */
export default async function BlogCategoryListPage(props: Props) {
  return <BlogListView {...await request(props)} />;
}
