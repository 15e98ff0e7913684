import styles from '@/components/home/AdvantagesSection.module.css';
import { Section } from '@/components/page/Section';
import type { HomeContent } from '@/lib/content';

/** Figures of scale: recipients per send, languages, click uplift, scheduling. */
export function AdvantagesSection({ advantages }: { advantages: HomeContent['advantages'] }) {
  return (
    <Section id="advantages" title={advantages.title}>
      <ul className={styles.grid}>
        {advantages.items.map((item, index) => (
          <li key={index} className={styles.stat} data-aos="fade-up">
            <p className={styles.value}>
              <strong>{item.value}</strong> <span>{item.label}</span>
            </p>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
