import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { Section } from '@/components/page/Section';
import { ServiceCards } from '@/components/services/ServiceCards';
import { ServiceCta } from '@/components/services/ServiceCta';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { loadSiteConfig } from '@/lib/content';

export const generateMetadata = metadataFor('services');

const figures = ['delivery', 'uptime', 'recipients', 'languages'] as const;
const apiPoints = ['rest', 'otp', 'reports', 'uptime'] as const;

/** Services parent page: key figures, the six services and the SMS API. */
export default async function ServicesPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [t, tn, config] = await Promise.all([
    getTranslations('Services'),
    getTranslations('Nav'),
    loadSiteConfig(locale),
  ]);
  return (
    <>
      <PageIntro page="services" lead={t('overview.lead')}>
        <ul className="figure-row">
          {figures.map((key) => (
            <li key={key}>
              <strong>{t(`overview.figures.${key}.value`)}</strong>
              <span>{t(`overview.figures.${key}.label`)}</span>
            </li>
          ))}
        </ul>
      </PageIntro>
      <Section id="service-list" title={tn('services')}>
        <ServiceCards />
      </Section>
      <Section id="sms-api" tone="soft" title={t('api.title')} lead={t('api.text')}>
        <ul className="check-list fact-list">
          {apiPoints.map((key) => (
            <li key={key}>
              <Icon name="code" size={20} />
              {t(`api.points.${key}`)}
            </li>
          ))}
        </ul>
      </Section>
      <ServiceCta config={config} />
    </>
  );
}
