import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { SearchForm } from '@/components/search/SearchForm';
import { SearchResults } from '@/components/search/SearchResults';
import { routeLocale } from '@/i18n/server';
import { absoluteUrl } from '@/i18n/paths';
import { cleanQuery } from '@/lib/search/query';
import { searchSite } from '@/lib/search/search';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale });
  return {
    title: t('Search.title'),
    robots: { index: false, follow: true },
    alternates: { canonical: absoluteUrl(locale, '/search') },
  };
}

/** Search across articles, FAQ, services and packages in the page's language (rendered per request). */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = await routeLocale(params);
  const query = cleanQuery((await searchParams).q);
  const [t, results] = await Promise.all([getTranslations('Search'), query ? searchSite(locale, query) : []]);
  return (
    <>
      <section className="page-intro">
        <div className="container">
          <h1>{t('heading')}</h1>
          <SearchForm locale={locale} query={query} id="search-page-q" />
        </div>
      </section>
      <div className="container section">
        <SearchResults locale={locale} query={query} results={results} />
      </div>
    </>
  );
}
