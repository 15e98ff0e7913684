import { getTranslations } from 'next-intl/server';

import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { JsonLd } from '@/components/seo/JsonLd';
import { ToolSection } from '@/components/services/ToolSection';
import { SenderNameChecker } from '@/components/tools';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { faqPage } from '@/lib/seo/jsonld';

export const generateMetadata = metadataFor('faq');

const questions = [
  'price',
  'trial',
  'credits',
  'refund',
  'sender',
  'recipients',
  'otp',
  'payment',
  'tax',
  'accounts',
  'support',
  'age',
] as const;

/** Questions and answers (each a disclosure), FAQPage data, and the sender-name checker. */
export default async function FaqPage({ params }: LocaleParams) {
  await routeLocale(params);
  const [t, tools] = await Promise.all([getTranslations('FaqPage'), getTranslations('Tools')]);
  const entries = questions.map((key) => ({ key, question: t(`questions.${key}.q`), answer: t(`questions.${key}.a`) }));
  return (
    <>
      <PageIntro page="faq" lead={t('lead')} />
      <div className="container section faq-list">
        {entries.map((entry) => (
          <details key={entry.key} className="faq-item" id={`faq-${entry.key}`}>
            <summary>
              <h2 className="faq-question">{entry.question}</h2>
            </summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </div>
      <ToolSection id="sender-name" heading={tools('SenderName.heading')}>
        <SenderNameChecker />
      </ToolSection>
      <JsonLd data={faqPage(entries)} />
    </>
  );
}
