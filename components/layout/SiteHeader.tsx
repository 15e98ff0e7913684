import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { Logo } from '@/components/icons/Logo';
import { DesktopNav } from '@/components/layout/DesktopNav';
import { DrawerNav } from '@/components/layout/DrawerNav';
import { LanguageSwitch } from '@/components/layout/LanguageSwitch';
import { MobileDrawer } from '@/components/layout/MobileDrawer';
import { NavLink } from '@/components/layout/NavLink';
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
    <header className="site-header">
      <div className="top-bar desktop-only">
        <div className="container top-bar-inner">
          <p>{t('supportHours')}</p>
          <LanguageSwitch label={t('language')} />
          <SignInLink config={config} className="top-bar-link">
            {t('signIn')}
          </SignInLink>
        </div>
      </div>
      <div className="container header-bar">
        <NavLink href="/" className="logo">
          <Logo title={t('logoAlt')} />
        </NavLink>
        <DesktopNav label={t('mainMenu')} />
        <FreeTrialLink config={config} className="button button-primary header-cta">
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
          <div className="drawer-actions">
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
