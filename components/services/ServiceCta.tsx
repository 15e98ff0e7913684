import { getTranslations } from 'next-intl/server';

import { SiteLink } from '@/components/navigation/SiteLink';
import { FreeTrialLink } from '@/components/outbound/AppLinks';
import band from '@/components/page/BrandBand.module.css';
import type { SiteConfig, TitledText } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

/** Closing call to action of the service pages: free trial and packages. */
export async function ServiceCta({ config, cta }: { config: SiteConfig; cta: TitledText }) {
  const tc = await getTranslations('Common');
  return (
    <section id="get-started" className="section section-brand" aria-labelledby="get-started-title">
      <div className={`container ${band.band}`}>
        <div>
          <h2 id="get-started-title">{cta.title}</h2>
          <p>{cta.text}</p>
        </div>
        <div className="actions">
          <FreeTrialLink config={config} className="button button-inverse button-large">
            {tc('tryFree')}
          </FreeTrialLink>
          <SiteLink href={pageRoutes.packages} className="button button-outline-inverse button-large">
            {tc('viewPackages')}
          </SiteLink>
        </div>
      </div>
    </section>
  );
}
