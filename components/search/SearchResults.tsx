import { getTranslations } from 'next-intl/server';

import styles from '@/components/search/SearchResults.module.css';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { SearchResult } from '@/lib/search/search';

type Props = { locale: Locale; query: string; results: SearchResult[] };

/** The localized empty, no-result and result states of the search page. */
export async function SearchResults({ locale, query, results }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  if (query === '') return <p className="empty-state">{t('empty')}</p>;
  if (results.length === 0)
    return (
      <p className="empty-state" role="status">
        {t('noResults', { query })}
      </p>
    );
  return (
    <section aria-label={t('results')}>
      <p role="status">{t('count', { count: results.length, query })}</p>
      <ol className={styles.results}>
        {results.map((result) => (
          <li key={result.path + result.title} className={styles.result}>
            <span className={styles.type}>{t(`types.${result.type}`)}</span>
            <h2 className={styles.title}>
              {/* A plain link: the results page is dynamic and outside the prefetch policy. */}
              <a href={localizedPath(locale, result.path)}>{result.title}</a>
            </h2>
            <p className={styles.snippet}>
              {result.snippet.map((part, i) => (part.match ? <mark key={i}>{part.text}</mark> : part.text))}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
