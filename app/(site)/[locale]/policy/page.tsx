import { LegalDocument } from '@/components/legal/LegalDocument';
import { LegalPageIntro } from '@/components/legal/LegalPageIntro';
import { metadataFor } from '@/components/page/page-metadata';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { contactSettings } from '@/lib/contact/settings';
import { loadLegalPage } from '@/lib/content';
import { formatInteger } from '@/lib/format/number';

export const generateMetadata = metadataFor('policy');

/** The privacy policy (PDPA): rich text from the CMS, its sections in the table of contents. */
export default async function PolicyPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const page = await loadLegalPage(locale, 'policy');
  // How long leads are kept (`{months}` in the text): the retention job's setting, LEAD_RETENTION_MONTHS.
  const months = formatInteger(locale, contactSettings().leadRetentionMonths);
  return (
    <>
      <LegalPageIntro page={page} locale={locale} />
      <LegalDocument body={page.body} values={{ months }} />
    </>
  );
}
