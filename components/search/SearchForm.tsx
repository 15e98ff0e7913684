import { getTranslations } from 'next-intl/server';

import styles from '@/components/search/SearchForm.module.css';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import { MAX_QUERY_LENGTH } from '@/lib/search/query';

type Props = {
  locale: Locale;
  query?: string;
  id: string;
  /** The small form of the navbar's top bar. */
  compact?: boolean;
};

/** A plain GET form to the language's search page: it works without JavaScript. */
export async function SearchForm({ locale, query = '', id, compact = false }: Props) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  return (
    <form
      role="search"
      action={localizedPath(locale, '/search')}
      method="get"
      className={compact ? `${styles.form} ${styles.compact}` : styles.form}
    >
      <label htmlFor={id} className="visually-hidden">
        {t('label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        placeholder={t('placeholder')}
        maxLength={MAX_QUERY_LENGTH}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {t('submit')}
      </button>
    </form>
  );
}
