import { getTranslations } from 'next-intl/server';

import { metadataFor } from '@/components/page/page-metadata';
import { CmsPageIntro } from '@/components/page/CmsPageIntro';
import { Section } from '@/components/page/Section';
import { BankAccounts } from '@/components/packages/BankAccounts';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { loadSiteConfig, loadSitePage } from '@/lib/content';

export const generateMetadata = metadataFor('paymentMethods');

const steps = ['transfer', 'signIn', 'invoices', 'slip', 'check', 'status'] as const;

/** Bank accounts from the settings and the transfer steps of spec §4. */
export default async function PaymentMethodsPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  const [page, config, t] = await Promise.all([
    loadSitePage(locale, 'paymentMethods'),
    loadSiteConfig(locale),
    getTranslations('PaymentPage'),
  ]);
  return (
    <>
      <CmsPageIntro page={page} />
      <Section id="bank-accounts" title={t('banksTitle')}>
        <BankAccounts accounts={config.bankAccounts} />
      </Section>
      <Section id="transfer-steps" tone="soft" title={t('stepsTitle')}>
        <ol className="steps steps-compact">
          {steps.map((key) => (
            <li key={key} className="step">
              <p>{t(`steps.${key}`)}</p>
            </li>
          ))}
        </ol>
        <p className="note note-strong">{t('serviceTime')}</p>
        <p className="muted">{t('taxNote')}</p>
      </Section>
    </>
  );
}
