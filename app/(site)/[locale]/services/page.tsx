import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { metadataFor } from '@/components/page/page-metadata';
import { Section } from '@/components/page/Section';
import { ServiceCards } from '@/components/services/ServiceCards';
import { ServiceCta } from '@/components/services/ServiceCta';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { loadServiceCards, loadSiteConfig, loadSitePage } from '@/lib/content';

export const generateMetadata = metadataFor('services');

/** Services parent page: key figures, the six services and the SMS API (words from the CMS). */
export default async function ServicesPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, cards, tn, config] = await Promise.all([
    loadSitePage(locale, 'services'),
    loadServiceCards(locale),
    getTranslations('Nav'),
    loadSiteConfig(locale),
  ]);
  const overview = page.overview;
  return (
    <>
      <CmsPageIntro page={page}>
        <ul className="figure-row">
          {(overview?.figures ?? []).map((figure, index) => (
            <li key={index}>
              <strong>{figure.value}</strong>
              <span>{figure.label}</span>
            </li>
          ))}
        </ul>
      </CmsPageIntro>
      <Section id="service-list" title={tn('services')}>
        <ServiceCards cards={cards} />
      </Section>
      <Section id="sms-api" tone="soft" title={overview?.api.title ?? ''} lead={overview?.api.text}>
        <ul className="check-list fact-list">
          {(overview?.api.points ?? []).map((point, index) => (
            <li key={index}>
              <Icon name="code" size={20} />
              {point}
            </li>
          ))}
        </ul>
      </Section>
      {page.cta ? <ServiceCta config={config} cta={page.cta} /> : null}
    </>
  );
}
