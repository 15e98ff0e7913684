import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { Logo } from '@/components/icons/Logo';
import { DesktopNav } from '@/components/layout/DesktopNav';
import { DrawerNav } from '@/components/layout/DrawerNav';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { MobileDrawer } from '@/components/layout/MobileDrawer';
import { NavLink } from '@/components/layout/NavLink';
import { SiteLink } from '@/components/navigation/SiteLink';
import { SearchForm } from '@/components/search/SearchForm';
import styles from '@/components/layout/SiteHeader.module.css';
import { FreeTrialLink, SignInLink } from '@/components/outbound/AppLinks';
import type { Locale } from '@/i18n/locales';
import type { SiteConfig } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

/** A "free trial / register" label that, when it must wrap, wraps at its slash only. */
function phrases(label: string) {
  const parts = label.split(' / ');
  // The space between two phrases stays outside them: a break inside a nowrap span is not taken.
  return parts.flatMap((part, index) => [
    index > 0 ? ' ' : null,
    <span key={index} className={styles.phrase}>
      {index < parts.length - 1 ? `${part} /` : part}
    </span>,
  ]);
}

/** The contact-back form on the contact page: the "contact for details" entry of spec §2. */
const contactForDetails = `${pageRoutes.contactUs}#contact-form`;

/**
 * Sticky navigation bar. Desktop: a top bar (support hours, contact for details, language, sign
 * in) over the main bar (logo, menu, free trial). Mobile: logo, free trial and a menu button
 * opening the side drawer.
 */
export async function SiteHeader({ locale, config }: { locale: Locale; config: SiteConfig }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <header className={styles.header}>
      <div className={`${styles.topBar} desktop-only`}>
        <div className={`container ${styles.topBarInner}`}>
          <p>{t('supportHours')}</p>
          <SearchForm locale={locale} id="header-search-q" compact />
          <SiteLink href={contactForDetails}>{t('contactForDetails')}</SiteLink>
          <LanguageSwitch label={t('language')} onDark />
          <SignInLink config={config}>{t('signIn')}</SignInLink>
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <NavLink href="/" className={styles.logo}>
          <Logo title={t('logoAlt')} />
        </NavLink>
        <DesktopNav label={t('mainMenu')} />
        <FreeTrialLink config={config} className={`button button-primary ${styles.cta}`}>
          <span className="desktop-only">{phrases(t('freeTrial'))}</span>
          <span className="mobile-only">{t('freeTrialShort')}</span>
        </FreeTrialLink>
        <MobileDrawer
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          title={t('mainMenu')}
          openIcon={<Icon name="menu" />}
          closeIcon={<Icon name="close" />}
        >
          <SearchForm locale={locale} id="drawer-search-q" />
          <DrawerNav label={t('mainMenu')} />
          <div className={styles.drawerActions}>
            <FreeTrialLink config={config} className="button button-primary">
              {t('freeTrial')}
            </FreeTrialLink>
            <SignInLink config={config} className="button">
              {t('signIn')}
            </SignInLink>
            <SiteLink href={contactForDetails} className="button">
              {t('contactForDetails')}
            </SiteLink>
          </div>
          <LanguageSwitch label={t('language')} />
        </MobileDrawer>
      </div>
    </header>
  );
}
