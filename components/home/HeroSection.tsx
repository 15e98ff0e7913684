import { getLocale, getTranslations } from 'next-intl/server';

import styles from '@/components/home/HeroSection.module.css';
import { Icon } from '@/components/icons/Icon';
import { Picture } from '@/components/media/Picture';
import { SiteLink } from '@/components/navigation/SiteLink';
import { FreeTrialLink } from '@/components/outbound/AppLinks';
import type { Locale } from '@/i18n/locales';
import type { HomeContent, SiteConfig } from '@/lib/content';
import { rateFormat } from '@/lib/format/number';
import { pageRoutes } from '@/lib/routes';

/** The site's own illustration, used while staff have not chosen another image. */
const ILLUSTRATION = { url: '/images/hero-sms.svg', width: 560, height: 480 };

/**
 * Hero: the page's h1 (the LCP element: never animated), the starting price (spec §1 and §9:
 * 0.17 baht per message) in bold inside its line, and the two calls to action. The illustration
 * shows from tablet width up; on a phone the text is the whole hero.
 */
export async function HeroSection({
  config,
  heading,
  hero,
}: {
  config: SiteConfig;
  heading: string;
  hero: HomeContent['hero'];
}) {
  const tc = await getTranslations('Common');
  const locale = (await getLocale()) as Locale;
  const [before = '', after = ''] = hero.priceText.split('{price}');
  const image = hero.image.image ?? ILLUSTRATION;
  return (
    <section id="hero" className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 id="hero-title">{heading}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          <p className={styles.priceBadge}>
            {before}
            <strong>{rateFormat(locale).format(hero.startingPrice)}</strong>
            {after}
          </p>
          <ul className="check-list">
            {hero.points.map((point, index) => (
              <li key={index}>
                <Icon name="check" size={20} />
                {point}
              </li>
            ))}
          </ul>
          <div className="actions">
            <FreeTrialLink config={config} className="button button-primary button-large">
              {tc('tryFree')}
            </FreeTrialLink>
            <SiteLink href={pageRoutes.packages} className="button button-large">
              {tc('viewPackages')}
            </SiteLink>
          </div>
        </div>
        <Picture
          className={styles.image}
          src={image.url}
          alt={hero.image.alt}
          width={image.width}
          height={image.height}
          sizes="(max-width: 900px) 90vw, 560px"
          // Lazy, not eager: an eager <img> gets a preload in the head, and phones (which hide the
          // illustration) then downloaded it at high priority beside the fonts and styles of the
          // first paint. Lazy, a phone never fetches it; a wider screen fetches it at first layout.
          loading="lazy"
        />
      </div>
    </section>
  );
}
