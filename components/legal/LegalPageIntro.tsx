import { getTranslations } from 'next-intl/server';

import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import type { Locale } from '@/i18n/locales';
import type { LegalPage } from '@/lib/content';
import { formatDate } from '@/lib/format/number';

/** The intro of a legal page, with the date its text last changed (set by staff in the CMS). */
export async function LegalPageIntro({ page, locale }: { page: LegalPage; locale: Locale }) {
  const t = await getTranslations('Legal');
  return (
    <CmsPageIntro page={page}>
      <p className="page-updated" data-testid="last-updated">
        {t('lastUpdated')} <time dateTime={page.lastUpdated}>{formatDate(locale, page.lastUpdated)}</time>
      </p>
    </CmsPageIntro>
  );
}
