import { getTranslations } from 'next-intl/server';

import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { PromotionCard } from '@/components/promotions/PromotionCard';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { content, duringBuildOr } from '@/lib/content';

export const generateMetadata = metadataFor('promotions');

/**
 * Running promotions only (isActive and inside their dates), each with its code to copy. The page
 * is static: a job at each promotion's start and end expires it (cms/jobs/boundaries.ts).
 */
export default async function PromotionsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [promotions, t] = await Promise.all([
    duringBuildOr(content.promotions(locale), []),
    getTranslations('PromotionsPage'),
  ]);
  return (
    <>
      <PageIntro page="promotions" lead={t('lead')} />
      <div className="container section">
        {promotions.length > 0 ? (
          <ul className="card-grid cols-2 promotion-list">
            {promotions.map((promotion) => (
              <li key={promotion.id}>
                <PromotionCard promotion={promotion} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-state" role="status">
            {t('empty')}
          </p>
        )}
      </div>
    </>
  );
}
