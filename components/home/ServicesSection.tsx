import { getTranslations } from 'next-intl/server';

import { SiteLink } from '@/components/navigation/SiteLink';
import { Section } from '@/components/page/Section';
import { ServiceCards } from '@/components/services/ServiceCards';
import { pageRoutes } from '@/lib/routes';

export async function ServicesSection() {
  const t = await getTranslations('Home.services');
  return (
    <Section
      id="services"
      tone="soft"
      title={t('title')}
      lead={t('lead')}
      action={
        <SiteLink href={pageRoutes.services} className="text-link">
          {t('more')}
        </SiteLink>
      }
    >
      <ServiceCards />
    </Section>
  );
}
