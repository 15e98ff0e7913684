import { LegalDocument } from '@/components/legal/LegalDocument';
import { LegalPageIntro } from '@/components/legal/LegalPageIntro';
import { metadataFor } from '@/components/page/page-metadata';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { loadLegalPage } from '@/lib/content';

export const generateMetadata = metadataFor('terms');

/** Terms and conditions: rich text from the CMS, its sections in the table of contents. */
export default async function TermsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const page = await loadLegalPage(locale, 'terms');
  return (
    <>
      <LegalPageIntro page={page} locale={locale} />
      <LegalDocument body={page.body} />
    </>
  );
}
