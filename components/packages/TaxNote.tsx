import { getTranslations } from 'next-intl/server';

/** Prices exclude VAT 7%; withholding tax 3% only for legal entities (spec §9). */
export async function TaxNote() {
  const t = await getTranslations('PackagesPage');
  return (
    <aside className="note" aria-labelledby="tax-note-title">
      <h3 id="tax-note-title" className="note-title">
        {t('taxTitle')}
      </h3>
      <ul>
        <li>{t('taxVat')}</li>
        <li>{t('taxWithholding')}</li>
      </ul>
    </aside>
  );
}
