import { getTranslations } from 'next-intl/server';

import { metadataFor } from '@/components/page/page-metadata';
import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { PromotionCard } from '@/components/promotions/PromotionCard';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { content, duringBuildOr, loadSitePage } from '@/lib/content';

export const generateMetadata = metadataFor('promotions');

/**
 * Running promotions only (isActive and inside their dates), each with its code to copy. The page
 * is static: a job at each promotion's start and end expires it (cms/jobs/boundaries.ts).
 */
export default async function PromotionsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, promotions, t] = await Promise.all([
    loadSitePage(locale, 'promotions'),
    duringBuildOr(content.promotions(locale), []),
    getTranslations('PromotionsPage'),
  ]);
  return (
    <>
      <CmsPageIntro page={page} />
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
