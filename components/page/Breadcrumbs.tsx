import { SiteLink } from '@/components/navigation/SiteLink';
import styles from '@/components/page/Breadcrumbs.module.css';
import { JsonLd } from '@/components/seo/JsonLd';
import type { Locale } from '@/i18n/locales';
import { breadcrumbList, type Crumb } from '@/lib/seo/jsonld';

/** Visible breadcrumb trail plus its BreadcrumbList structured data. The last crumb is the page. */
export function Breadcrumbs({ locale, label, crumbs }: { locale: Locale; label: string; crumbs: Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <SiteLink href={crumb.path}>{crumb.name}</SiteLink>
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbList(locale, crumbs)} />
    </nav>
  );
}
