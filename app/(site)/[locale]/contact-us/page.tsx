import { getTranslations } from 'next-intl/server';

import { ContactSection } from '@/components/contact/ContactSection';
import { Icon } from '@/components/icons/Icon';
import { ContactList } from '@/components/layout/ContactList';
import { contactChannels } from '@/components/layout/contact-channels';
import { metadataFor } from '@/components/page/page-metadata';
import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { JsonLd } from '@/components/seo/JsonLd';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { loadSiteConfig, loadSitePage } from '@/lib/content';
import { organization } from '@/lib/seo/jsonld';

export const generateMetadata = metadataFor('contactUs');

/** Contact channels and address from the settings, opening hours, and the contact-back form. */
export default async function ContactUsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, config, t, tm] = await Promise.all([
    loadSitePage(locale, 'contactUs'),
    loadSiteConfig(locale),
    getTranslations('ContactPage'),
    getTranslations('Metadata'),
  ]);
  const channels = contactChannels(config);
  return (
    <>
      <CmsPageIntro page={page} />
      <div className="container section contact-grid">
        <section aria-labelledby="channels-title" className="card">
          <h2 id="channels-title" className="card-title">
            {t('channelsTitle')}
          </h2>
          {channels.length > 0 ? <ContactList channels={channels} /> : <p>{t('noChannels')}</p>}
          <p>{t('sales')}</p>
        </section>
        <section aria-labelledby="hours-title" className="card">
          <h2 id="hours-title" className="card-title">
            {t('hoursTitle')}
          </h2>
          <p className="icon-line">
            <Icon name="clock" />
            {t('hours')}
          </p>
          {config.address ? (
            <>
              <h2 className="card-title">{t('addressTitle')}</h2>
              <address className="icon-line">
                <Icon name="mapPin" />
                {config.address}
              </address>
            </>
          ) : null}
        </section>
      </div>
      <ContactSection locale={locale} path="/contact-us" />
      <JsonLd data={organization(locale, config, tm('description'))} />
    </>
  );
}
