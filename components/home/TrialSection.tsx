import { getTranslations } from 'next-intl/server';

import styles from '@/components/home/TrialSection.module.css';
import { sectionPicture } from '@/components/home/section-picture';
import { Picture } from '@/components/media/Picture';
import { FreeTrialLink } from '@/components/outbound/AppLinks';
import band from '@/components/page/BrandBand.module.css';
import type { HomeContent, SiteConfig } from '@/lib/content';

const ART = { url: '/images/free-credits.svg', width: 320, height: 240 };

/** Free trial: 10 credits, and the way into the customer application. */
export async function TrialSection({ config, trial }: { config: SiteConfig; trial: HomeContent['trial'] }) {
  const tc = await getTranslations('Common');
  const picture = sectionPicture(trial.image, ART);
  return (
    <section id="free-trial" className="section section-brand" aria-labelledby="free-trial-title">
      <div className={`container ${band.band}`}>
        <div>
          <h2 id="free-trial-title">{trial.title}</h2>
          <p>{trial.text}</p>
          <FreeTrialLink config={config} className="button button-inverse button-large">
            {tc('tryFree')}
          </FreeTrialLink>
        </div>
        <div className={styles.art} data-parallax="0.5">
          <Picture {...picture} sizes="(max-width: 900px) 60vw, 320px" />
        </div>
        <span className={styles.glow} data-parallax="0.1" aria-hidden="true" />
      </div>
    </section>
  );
}
