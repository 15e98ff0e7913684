import { getTranslations } from 'next-intl/server';

import styles from '@/components/home/LicenceSection.module.css';
import { Picture } from '@/components/media/Picture';

/** The regulator licence box. */
export async function LicenceSection() {
  const t = await getTranslations('Home.licence');
  return (
    <section id="licence" className="section" aria-labelledby="licence-title">
      <div className="container">
        <div className={styles.box}>
          <div data-parallax="0.8" className={styles.art}>
            <Picture src="/images/licence-badge.svg" alt="" width={160} height={160} sizes="160px" />
          </div>
          <div>
            <p className={styles.badge}>{t('badge')}</p>
            <h2 id="licence-title">{t('title')}</h2>
            <p>{t('text')}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
