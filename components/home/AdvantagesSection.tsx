import { getTranslations } from 'next-intl/server';

import styles from '@/components/home/AdvantagesSection.module.css';
import { Section } from '@/components/page/Section';

const keys = ['recipients', 'languages', 'uplift', 'schedule'] as const;

/** Figures of scale: recipients per send, languages, click uplift, scheduling. */
export async function AdvantagesSection() {
  const t = await getTranslations('Home.advantages');
  return (
    <Section id="advantages" title={t('title')}>
      <ul className={styles.grid}>
        {keys.map((key) => (
          <li key={key} className={styles.stat} data-aos="fade-up">
            <p className={styles.value}>
              <strong>{t(`items.${key}.value`)}</strong> <span>{t(`items.${key}.label`)}</span>
            </p>
            <p>{t(`items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
