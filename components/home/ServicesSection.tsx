import { getTranslations } from 'next-intl/server';

import { SiteLink } from '@/components/navigation/SiteLink';
import { Section } from '@/components/page/Section';
import { ServiceCards } from '@/components/services/ServiceCards';
import type { HomeContent, ServiceCard } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

export async function ServicesSection({ section, cards }: { section: HomeContent['services']; cards: ServiceCard[] }) {
  const t = await getTranslations('Home.services');
  return (
    <Section
      id="services"
      tone="soft"
      title={section.title}
      lead={section.lead}
      action={
        <SiteLink href={pageRoutes.services} className="text-link">
          {t('more')}
        </SiteLink>
      }
    >
      <ServiceCards cards={cards} />
    </Section>
  );
}
