import styles from '@/components/home/LicenceSection.module.css';
import { Picture } from '@/components/media/Picture';
import type { HomeContent } from '@/lib/content';

const BADGE = { url: '/images/licence-badge.svg', width: 160, height: 160 };

/** The regulator licence box. */
export function LicenceSection({ licence }: { licence: HomeContent['licence'] }) {
  const image = licence.image.image ?? BADGE;
  return (
    <section id="licence" className="section" aria-labelledby="licence-title">
      <div className="container">
        <div className={styles.box}>
          <div data-parallax="0.8" className={styles.art}>
            <Picture
              src={image.url}
              alt={licence.image.alt}
              width={BADGE.width}
              height={Math.round((BADGE.width * image.height) / image.width)}
              sizes="160px"
            />
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
