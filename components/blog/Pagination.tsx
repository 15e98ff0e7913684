import { getTranslations } from 'next-intl/server';

import styles from '@/components/blog/Pagination.module.css';
import { SiteLink } from '@/components/navigation/SiteLink';
import { pagePath, pagerNumbers } from '@/lib/content/pagination';

type Props = { base: string; page: number; pageCount: number };

/** Numbered links to the pages of a list (plain links: keyboard-usable, no client code of its own). */
export async function Pagination({ base, page, pageCount }: Props) {
  if (pageCount <= 1) return null;
  const t = await getTranslations('BlogPage');
  return (
    <nav aria-label={t('pagination')} className={styles.pager}>
      <ul>
        {page > 1 ? (
          <li>
            <SiteLink href={pagePath(base, page - 1)} rel="prev" className={styles.step}>
              {t('previous')}
            </SiteLink>
          </li>
        ) : null}
        {pagerNumbers(page, pageCount).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <SiteLink
                href={pagePath(base, n)}
                aria-label={t('pageLabel', { page: n })}
                aria-current={n === page ? 'page' : undefined}
                className={styles.number}
              >
                {n}
              </SiteLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <SiteLink href={pagePath(base, page + 1)} rel="next" className={styles.step}>
              {t('next')}
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
