import { getTranslations } from 'next-intl/server';

import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { FaqList } from '@/components/page/FaqList';
import { metadataFor } from '@/components/page/page-metadata';
import { JsonLd } from '@/components/seo/JsonLd';
import { ToolSection } from '@/components/services/ToolSection';
import { SenderNameChecker } from '@/components/tools';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { content, duringBuildOr, loadSitePage } from '@/lib/content';
import { faqPage } from '@/lib/seo/jsonld';

export const generateMetadata = metadataFor('faq');

/** Questions and answers from the CMS (each a disclosure), their FAQPage data, and the sender-name checker. */
export default async function FaqPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, entries, tools] = await Promise.all([
    loadSitePage(locale, 'faq'),
    duringBuildOr(content.faqEntries(locale), []),
    getTranslations('Tools'),
  ]);
  return (
    <>
      <CmsPageIntro page={page} />
      <FaqList entries={entries} />
      <ToolSection id="sender-name" heading={tools('SenderName.heading')}>
        <SenderNameChecker />
      </ToolSection>
      {entries.length > 0 ? <JsonLd data={faqPage(entries)} /> : null}
    </>
  );
}
