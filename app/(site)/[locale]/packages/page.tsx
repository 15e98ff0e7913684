import { getTranslations } from 'next-intl/server';

import { metadataFor } from '@/components/page/page-metadata';
import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { Section } from '@/components/page/Section';
import { PackageCard } from '@/components/packages/PackageCard';
import { TaxNote } from '@/components/packages/TaxNote';
import { JsonLd } from '@/components/seo/JsonLd';
import { ToolSection } from '@/components/services/ToolSection';
import { CreditCounter, CustomPackageCalculator, PackagePriceTaxes } from '@/components/tools';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { content, duringBuildOr, loadSiteConfig, loadSitePage } from '@/lib/content';
import { formatInteger } from '@/lib/format/number';
import { packageOffers } from '@/lib/seo/jsonld';

export const generateMetadata = metadataFor('packages');

/** Every active package, the custom package calculator and the credit counter. */
export default async function PackagesPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, config, packages, ranges, t, tools] = await Promise.all([
    loadSitePage(locale, 'packages'),
    loadSiteConfig(locale),
    duringBuildOr(content.packages(locale), []),
    duringBuildOr(content.priceRanges(), []),
    getTranslations('PackagesPage'),
    getTranslations('Tools'),
  ]);
  return (
    <>
      <CmsPageIntro page={page} />
      <Section id="package-list" title={t('listTitle')}>
        {packages.length > 0 ? (
          <ul className="card-grid package-grid">
            {packages.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} locale={locale} config={config}>
                  <PackagePriceTaxes price={pkg.price} />
                </PackageCard>
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state">{t('empty')}</p>
        )}
        <TaxNote />
      </Section>
      <ToolSection id="calculator" heading={tools('Calculator.heading')}>
        <CustomPackageCalculator ranges={ranges} locale={locale} />
      </ToolSection>
      <ToolSection id="credit-counter" heading={tools('CreditCounter.heading')}>
        <CreditCounter ranges={ranges} />
      </ToolSection>
      {packages.length > 0 ? (
        <JsonLd
          data={packageOffers(locale, packages, (pkg) =>
            t('card.credits', { credits: formatInteger(locale, pkg.credits) }),
          )}
        />
      ) : null}
    </>
  );
}
