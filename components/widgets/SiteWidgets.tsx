import { getTranslations } from 'next-intl/server';

import { Toaster } from '@/components/feedback/Toaster';
import { Icon } from '@/components/icons/Icon';
import { pictureProps } from '@/components/media/Picture';
import { ClientNavigation } from '@/components/navigation/ClientNavigation';
import { SiteLink } from '@/components/navigation/SiteLink';
import { ChunkReloadGuard } from '@/components/widgets/ChunkReloadGuard';
import { CookieBanner } from '@/components/widgets/CookieBanner';
import { FloatingContacts } from '@/components/widgets/FloatingContacts';
import { AfterSettle, LazyFacebookSdk, PopupTrigger } from '@/components/widgets/LazyWidgets';
import { MotionEffects } from '@/components/widgets/MotionEffects';
import { NavigationProgress } from '@/components/widgets/NavigationProgress';
import { OfflineNotice } from '@/components/widgets/OfflineNotice';
import { ogLocales, type Locale } from '@/i18n/locales';
import type { Popup, SiteConfig } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

/** Everything that floats over the pages: contact buttons, consent, popup, toasts, loaders. */
export async function SiteWidgets({
  locale,
  config,
  popup,
}: {
  locale: Locale;
  config: SiteConfig;
  popup: Popup | null;
}) {
  const t = await getTranslations({ locale, namespace: 'Widgets' });
  return (
    <>
      <FloatingContacts
        config={config}
        labels={{ call: t('call'), line: t('line'), messenger: t('messenger'), group: t('contactButtons') }}
      />
      <CookieBanner
        title={t('cookieTitle')}
        message={t('cookieMessage')}
        accept={t('cookieAccept')}
        decline={t('cookieDecline')}
        policyLink={<SiteLink href={pageRoutes.cookie}>{t('cookiePolicy')}</SiteLink>}
      />
      {config.facebookChatEnabled && config.facebookPageId ? (
        <AfterSettle>
          <LazyFacebookSdk fbLocale={ogLocales[locale]} />
        </AfterSettle>
      ) : null}
      {popup ? (
        <PopupTrigger
          id={popup.id}
          image={pictureProps({
            src: popup.image.url,
            alt: popup.image.alt,
            width: popup.image.width,
            height: popup.image.height,
            sizes: '(max-width: 640px) 90vw, 560px',
          })}
          href={popup.url}
          title={t('popupTitle')}
          moreLabel={t('popupMore')}
          closeLabel={t('close')}
          closeIcon={<Icon name="close" />}
        />
      ) : null}
      <Toaster dismissLabel={t('close')} />
      <OfflineNotice message={t('offline')} />
      <ClientNavigation />
      <NavigationProgress />
      <ChunkReloadGuard />
      <MotionEffects />
    </>
  );
}
