'use client';

import styles from '@/components/layout/LanguageSwitch.module.css';
import { usePageLocale, usePagePath } from '@/components/navigation/use-page-path';
import { localeNames, locales } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';

/**
 * The language selector: every language of the site, Thai and English first (spec §1 names those
 * two; the locale list keeps that order), the current one marked. Each link keeps the current page.
 */
export function LanguageSwitch({ label, onDark = false }: { label: string; onDark?: boolean }) {
  const pathname = usePagePath();
  const current = usePageLocale();
  return (
    <ul className={onDark ? `${styles.list} ${styles.onDark}` : styles.list} aria-label={label}>
      {locales.map((locale) => (
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
