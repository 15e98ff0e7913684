import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { Logo } from '@/components/icons/Logo';
import { DesktopNav } from '@/components/layout/DesktopNav';
import { DrawerNav } from '@/components/layout/DrawerNav';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { MobileDrawer } from '@/components/layout/MobileDrawer';
import { NavLink } from '@/components/layout/NavLink';
import styles from '@/components/layout/SiteHeader.module.css';
import { FreeTrialLink, SignInLink } from '@/components/outbound/AppLinks';
import type { Locale } from '@/i18n/locales';
import type { SiteConfig } from '@/lib/content';

/**
 * Sticky navigation bar. Desktop: a top bar (support hours, language, sign in) over the main bar
 * (logo, menu, free trial). Mobile: logo, free trial and a menu button opening the side drawer.
 */
export async function SiteHeader({ locale, config }: { locale: Locale; config: SiteConfig }) {
  const t = await getTranslations({ locale, namespace: 'Nav' });
  return (
    <header className={styles.header}>
      <div className={`${styles.topBar} desktop-only`}>
        <div className={`container ${styles.topBarInner}`}>
          <p>{t('supportHours')}</p>
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
          <span className="desktop-only">{t('freeTrial')}</span>
          <span className="mobile-only">{t('freeTrialShort')}</span>
        </FreeTrialLink>
        <MobileDrawer
          openLabel={t('openMenu')}
          closeLabel={t('closeMenu')}
          title={t('mainMenu')}
          openIcon={<Icon name="menu" />}
          closeIcon={<Icon name="close" />}
        >
          <DrawerNav label={t('mainMenu')} />
          <div className={styles.drawerActions}>
            <FreeTrialLink config={config} className="button button-primary">
              {t('freeTrial')}
            </FreeTrialLink>
            <SignInLink config={config} className="button">
              {t('signIn')}
            </SignInLink>
          </div>
          <LanguageSwitch label={t('language')} />
        </MobileDrawer>
      </div>
    </header>
  );
}
