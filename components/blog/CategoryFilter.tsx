import { getTranslations } from 'next-intl/server';

import styles from '@/components/blog/CategoryFilter.module.css';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { Category } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

export function categoryPath(slug: string): string {
  return `${pageRoutes.blog}/category/${encodeURIComponent(slug)}`;
}

/**
 * Category filter of the blog. Each category is its own static page (/blog/category/<slug>),
 * so filtering needs no client code and every filtered list can be indexed.
 */
export async function CategoryFilter({ categories, active }: { categories: Category[]; active: string | null }) {
  const t = await getTranslations('BlogPage');
  if (categories.length === 0) return null;
  const entries = [{ id: null, slug: '', name: t('all'), color: null }, ...categories];
  return (
    <nav aria-label={t('filterLabel')} className={styles.filter}>
      <ul>
        {entries.map((category) => (
          <li key={category.id ?? 'all'}>
            <SiteLink
              href={category.id === null ? pageRoutes.blog : categoryPath(category.slug)}
              className={styles.chip}
              aria-current={category.id === active ? 'page' : undefined}
              style={category.color ? { ['--category-color' as string]: category.color } : undefined}
            >
              {category.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
