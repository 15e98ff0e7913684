'use client';

import { useLocale } from 'next-intl';

import styles from '@/components/layout/LanguageSwitch.module.css';
import { localeNames, selectorLocales, type Locale } from '@/i18n/locales';
import { usePathname } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/paths';

/** Thai / English switch that keeps the current page (spec §1: the selector offers th and en). */
export function LanguageSwitch({ label, onDark = false }: { label: string; onDark?: boolean }) {
  const pathname = usePathname();
  const current = useLocale() as Locale;
  return (
    <ul className={onDark ? `${styles.list} ${styles.onDark}` : styles.list} aria-label={label}>
      {selectorLocales.map((locale) => (
        <li key={locale}>
          <a
            href={localizedPath(locale, pathname)}
            hrefLang={locale}
            lang={locale}
            aria-current={locale === current ? 'true' : undefined}
          >
            {localeNames[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}
