import styles from '@/components/home/LicenceSection.module.css';
import { sectionPicture } from '@/components/home/section-picture';
import { Picture } from '@/components/media/Picture';
import type { HomeContent } from '@/lib/content';

const BADGE = { url: '/images/licence-badge.svg', width: 160, height: 160 };

/** The regulator licence box. */
export function LicenceSection({ licence }: { licence: HomeContent['licence'] }) {
  const picture = sectionPicture(licence.image, BADGE);
  return (
    <section id="licence" className="section" aria-labelledby="licence-title">
      <div className="container">
        <div className={styles.box}>
          <div data-parallax="0.8" className={styles.art}>
            <Picture {...picture} sizes="160px" />
          </div>
          <div>
            <p className={styles.badge}>{licence.badge}</p>
            <h2 id="licence-title">{licence.title}</h2>
            <p>{licence.text}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
