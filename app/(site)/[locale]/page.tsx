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
import { content, duringBuildOr, loadServiceCards, loadSiteConfig, loadSitePage } from '@/lib/content';
import { organization } from '@/lib/seo/jsonld';

export const generateMetadata = metadataFor('home');

/** Home: the sections of spec §2, in that order; their words and images are the home page's in the CMS. */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, cards, config, packages, customers, posts, t] = await Promise.all([
    loadSitePage(locale, 'home'),
    loadServiceCards(locale),
    loadSiteConfig(locale),
    duringBuildOr(content.homePackages(locale), []),
    duringBuildOr(content.customers(), []),
    duringBuildOr(content.latestPosts(locale, 3), []),
    getTranslations('Metadata'),
  ]);
  const home = page.home;
  if (!home) throw new Error('The home page document has no home sections');
  return (
    <>
      <HeroSection config={config} heading={page.heading} hero={home.hero} />
      <WhySection why={home.why} />
      <ServicesSection section={home.services} cards={cards} />
      <AdvantagesSection advantages={home.advantages} />
      <StepsSection steps={home.steps} />
      <LicenceSection licence={home.licence} />
      <TrialSection config={config} trial={home.trial} />
      <HomePackagesSection locale={locale} config={config} packages={packages} section={home.lists.packages} />
      {customers.length > 0 ? <CustomersSection customers={customers} title={home.lists.customers.title} /> : null}
      {posts.length > 0 ? <HomeBlogSection locale={locale} posts={posts} title={home.lists.blog.title} /> : null}
      <ContactSection locale={locale} path="/" />
      <JsonLd data={organization(locale, config, t('description'))} />
    </>
  );
}
