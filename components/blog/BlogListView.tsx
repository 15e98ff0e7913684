import { getTranslations } from 'next-intl/server';

import { BlogList } from '@/components/blog/BlogList';
import { listTitle, loadList, type ListRequest } from '@/components/blog/blog-list';
import { Pagination } from '@/components/blog/Pagination';
import { PageIntro } from '@/components/page/PageIntro';
import { pageRoutes } from '@/lib/routes';

/** A page of the blog or of one category: intro, filter, 12 articles, numbered page links. */
export async function BlogListView(request: ListRequest) {
  const { categories, category, page, base } = await loadList(request);
  const t = await getTranslations({ locale: request.locale });
  const lead = category ? t('BlogPage.categoryDescription', { category: category.name }) : t('BlogPage.lead');
  // A category or a later page is a level below the blog: its own crumb and heading.
  const sub = category || page.page > 1 ? listTitle(t, category, page.page) : null;
  return (
    <>
      <PageIntro
        trail={[{ name: t('Pages.blog.title'), path: pageRoutes.blog }, ...(sub ? [{ name: sub, path: base }] : [])]}
        heading={sub ?? t('Pages.blog.heading')}
        lead={lead}
      />
      <BlogList locale={request.locale} categories={categories} posts={page.items} active={category?.id ?? null}>
        <Pagination base={base} page={page.page} pageCount={page.pageCount} />
      </BlogList>
    </>
  );
}
