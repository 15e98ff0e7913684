import { getTranslations } from 'next-intl/server';

import { AdvantagesSection } from '@/components/home/AdvantagesSection';
import { ContactSection } from '@/components/contact/ContactSection';
import { CustomersSection } from '@/components/home/CustomersSection';
import { HeroSection } from '@/components/home/HeroSection';
import { HomeBlogSection } from '@/components/home/HomeBlogSection';
import { HomePackagesSection } from '@/components/home/HomePackagesSection';
import { LicenceSection } from '@/components/home/LicenceSection';
import { ServicesSection } from '@/components/home/ServicesSection';
import { StepsSection } from '@/components/home/StepsSection';
import { TrialSection } from '@/components/home/TrialSection';
import { WhySection } from '@/components/home/WhySection';
import { metadataFor } from '@/components/page/page-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { content, duringBuildOr, loadSiteConfig } from '@/lib/content';
import { organization } from '@/lib/seo/jsonld';

export const generateMetadata = metadataFor('home');

/** Home: the sections of spec §2, in that order. */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [config, packages, customers, posts, t] = await Promise.all([
    loadSiteConfig(locale),
    duringBuildOr(content.homePackages(locale), []),
    duringBuildOr(content.customers(), []),
    duringBuildOr(content.latestPosts(locale, 3), []),
    getTranslations('Metadata'),
  ]);
  return (
    <>
      <HeroSection config={config} />
      <WhySection />
      <ServicesSection />
      <AdvantagesSection />
      <StepsSection />
      <LicenceSection />
      <TrialSection config={config} />
      <HomePackagesSection locale={locale} config={config} packages={packages} />
      {customers.length > 0 ? <CustomersSection customers={customers} /> : null}
      {posts.length > 0 ? <HomeBlogSection locale={locale} posts={posts} /> : null}
      <ContactSection locale={locale} path="/" />
      <JsonLd data={organization(locale, config, t('description'))} />
    </>
  );
}
