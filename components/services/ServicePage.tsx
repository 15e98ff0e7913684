import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { FeatureGrid } from '@/components/home/FeatureGrid';
import { Icon } from '@/components/icons/Icon';
import { PageIntro } from '@/components/page/PageIntro';
import { Section } from '@/components/page/Section';
import { ServiceCta } from '@/components/services/ServiceCta';
import type { ServiceKey } from '@/components/services/service-keys';
import type { Locale } from '@/i18n/locales';
import { loadSiteConfig } from '@/lib/content';

function keysOf(value: unknown): string[] {
  return value && typeof value === 'object' ? Object.keys(value) : [];
}

/** A service page: intro, features, key facts (the claims of spec §1 that belong here), tools, call to action. */
export async function ServicePage({
  service,
  locale,
  children,
}: {
  service: ServiceKey;
  locale: Locale;
  children?: ReactNode;
}) {
  const t = await getTranslations(`Services`);
  const config = await loadSiteConfig(locale);
  const features = keysOf(t.raw(`${service}.features`)).map((key) => ({
    key,
    title: t(`${service}.features.${key}.title`),
    text: t(`${service}.features.${key}.text`),
  }));
  const facts = keysOf(t.raw(`${service}.facts`));
  return (
    <>
      <PageIntro page={service} parents={['services']} lead={t(`${service}.lead`)} />
      <Section id="features" title={t('featuresTitle')}>
        <FeatureGrid features={features} columns={2} />
      </Section>
      <Section id="facts" tone="soft" title={t('factsTitle')}>
        <ul className="check-list fact-list">
          {facts.map((key) => (
            <li key={key}>
              <Icon name="check" size={20} />
              {t(`${service}.facts.${key}`)}
            </li>
          ))}
        </ul>
      </Section>
      {children}
      <ServiceCta config={config} />
    </>
  );
}
