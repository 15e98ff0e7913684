import { getTranslations } from 'next-intl/server';

import { Section } from '@/components/page/Section';

const steps = ['register', 'buy', 'send'] as const;

/** The 3-step sending guide. */
export async function StepsSection() {
  const t = await getTranslations('Home.steps');
  return (
    <Section id="steps" tone="soft" title={t('title')}>
      <ol className="steps">
        {steps.map((key) => (
          <li key={key} className="step" data-aos="fade-up">
            <h3 className="card-title">{t(`items.${key}.title`)}</h3>
            <p>{t(`items.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
