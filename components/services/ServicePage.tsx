import type { ReactNode } from 'react';

import { FeatureGrid } from '@/components/home/FeatureGrid';
import { Icon } from '@/components/icons/Icon';
import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { Section } from '@/components/page/Section';
import { ServiceCta } from '@/components/services/ServiceCta';
import type { Locale } from '@/i18n/locales';
import { loadSiteConfig, loadSitePage } from '@/lib/content';
import type { ServicePageKey } from '@/lib/page-keys';

/** A service page: intro, features, key facts (the claims of spec §1 that belong here), tools, call to action. */
export async function ServicePage({
  service,
  locale,
  children,
}: {
  service: ServicePageKey;
  locale: Locale;
  children?: ReactNode;
}) {
  // The services page is the breadcrumb between home and this page.
  const [page, parent, config] = await Promise.all([
    loadSitePage(locale, service),
    loadSitePage(locale, 'services'),
    loadSiteConfig(locale),
  ]);
  const content = page.service;
  const features = (content?.features ?? []).map((feature, index) => ({ key: String(index), ...feature }));
  return (
    <>
      <CmsPageIntro page={page} parents={[parent]} />
      <Section id="features" title={content?.featuresTitle ?? ''}>
        <FeatureGrid features={features} columns={2} />
      </Section>
      <Section id="facts" tone="soft" title={content?.factsTitle ?? ''}>
        <ul className="check-list fact-list">
          {(content?.facts ?? []).map((fact, index) => (
            <li key={index}>
              <Icon name="check" size={20} />
              {fact}
            </li>
          ))}
        </ul>
      </Section>
      {children}
      {page.cta ? <ServiceCta config={config} cta={page.cta} /> : null}
    </>
  );
}
