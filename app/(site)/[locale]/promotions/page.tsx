import { getTranslations } from 'next-intl/server';

import { metadataFor } from '@/components/page/page-metadata';
import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { PromotionCard } from '@/components/promotions/PromotionCard';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { duringBuildOr, getPromotions, loadSitePage } from '@/lib/content';

export const generateMetadata = metadataFor('promotions');

/** Promotions come and go on their dates: the page is rebuilt at least every 5 minutes. */
export const revalidate = 300;

/** Running promotions only (isActive and inside their dates), each with its code to copy. */
export default async function PromotionsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, promotions, t] = await Promise.all([
    loadSitePage(locale, 'promotions'),
    duringBuildOr(getPromotions(locale), []),
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
