import { getTranslations } from 'next-intl/server';

import { Logo } from '@/components/icons/Logo';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { NavLink } from '@/components/layout/NavLink';
import { navItems } from '@/components/layout/nav-items';
import type { Locale } from '@/i18n/locales';

/** Sticky navigation bar: logo, main menu with active-link highlighting, language selector. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <header className="site-header" id="top">
      <div className="container header-bar">
        <NavLink href="/" className="logo">
          <Logo title={t('logoAlt')} />
        </NavLink>
        <nav aria-label={t('mainMenu')} className="main-nav">
          <ul>
            {navItems.map((item) =>
              'children' in item ? (
                <li key={item.label} className="has-menu">
                  <details>
                    <summary>{t(item.label)}</summary>
                    <ul>
                      {item.href ? (
                        <li>
                          <NavLink href={item.href}>{t(item.label)}</NavLink>
                        </li>
                      ) : null}
                      {item.children.map((child) => (
                        <li key={child.label}>
                          <NavLink href={child.href}>{t(child.label)}</NavLink>
                        </li>
                      ))}
                    </ul>
                  </details>
                </li>
              ) : (
                <li key={item.label}>
                  <NavLink href={item.href}>{t(item.label)}</NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <LanguageSwitch label={t('language')} />
      </div>
    </header>
  );
}
