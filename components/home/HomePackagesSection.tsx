import { getTranslations } from 'next-intl/server';

import { SiteLink } from '@/components/navigation/SiteLink';
import { Section } from '@/components/page/Section';
import { PackageCard } from '@/components/packages/PackageCard';
import type { Locale } from '@/i18n/locales';
import type { HomeContent, Package, SiteConfig } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

/** Up to 3 packages flagged for the home page (the cap is applied by lib/content). */
export async function HomePackagesSection({
  locale,
  config,
  packages,
  section,
}: {
  locale: Locale;
  config: SiteConfig;
  packages: Package[];
  section: HomeContent['lists']['packages'];
}) {
  const t = await getTranslations('Home.packages');
  return (
    <Section
      id="packages"
      tone="soft"
      title={section.title}
      lead={section.lead}
      action={
        <SiteLink href={pageRoutes.packages} className="text-link">
          {t('more')}
        </SiteLink>
      }
    >
      {packages.length > 0 ? (
        <ul className="card-grid">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} locale={locale} config={config} />
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
