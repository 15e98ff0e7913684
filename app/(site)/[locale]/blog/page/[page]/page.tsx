import { BlogListView } from '@/components/blog/BlogListView';
import { listMetadata } from '@/components/blog/blog-list';
import { routeLocale } from '@/i18n/server';
import { content, duringBuildOr } from '@/lib/content';

import { prerenderedListPages } from '@/app/(site)/[locale]/blog/prerender';

type Props = { params: Promise<{ locale: string; page: string }> };

/** The first pages are prerendered (../../prerender.ts); the others render on first request and are kept. */
export const dynamicParams = true;

export async function generateStaticParams() {
  const first = await duringBuildOr(content.postPage('th', 1), null);
  const count = first?.pageCount ?? 1;
  // Page 1 is prerendered too, as its redirect to /blog: a redirect first rendered on request carries
  // its Location header twice (vercel/next.js#82117), one replayed from the cache only once.
  return prerenderedListPages(count).map((page) => ({ page }));
}

async function request({ params }: Props) {
  const { page } = await params;
  return { locale: await routeLocale(params), category: null, page };
}

export async function generateMetadata(props: Props) {
  return listMetadata(await request(props));
}

/** Page 2, 3, … of the blog; 1 lives at /blog, anything else past the end is a 404. */
export default async function BlogListPage(props: Props) {
  return <BlogListView {...await request(props)} />;
}
