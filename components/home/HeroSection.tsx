import { getLocale, getTranslations } from 'next-intl/server';

import styles from '@/components/home/HeroSection.module.css';
import { Icon } from '@/components/icons/Icon';
import { Picture } from '@/components/media/Picture';
import { SiteLink } from '@/components/navigation/SiteLink';
import { FreeTrialLink } from '@/components/outbound/AppLinks';
import type { Locale } from '@/i18n/locales';
import type { SiteConfig } from '@/lib/content';
import { rateFormat } from '@/lib/format/number';
import { pageRoutes } from '@/lib/routes';

const points = ['trial', 'refund', 'support'] as const;

/** Spec §1 and §9: SMS from 0.17 baht per message. */
const STARTING_PRICE = 0.17;

/**
 * Hero: the page's h1 (the LCP element: never animated), the 0.17 baht price and the two calls to
 * action. The illustration shows from tablet width up; on a phone the text is the whole hero.
 */
export async function HeroSection({ config }: { config: SiteConfig }) {
  const t = await getTranslations('Home.hero');
  const tp = await getTranslations('Pages.home');
  const tc = await getTranslations('Common');
  const locale = (await getLocale()) as Locale;
  return (
    <section id="hero" className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 id="hero-title">{tp('heading')}</h1>
          <p className={styles.lead}>{t('lead')}</p>
          <p className={styles.priceBadge}>
            {t.rich('price', {
              price: rateFormat(locale).format(STARTING_PRICE),
              strong: (chunks) => <strong>{chunks}</strong>,
            })}
          </p>
          <ul className="check-list">
            {points.map((key) => (
              <li key={key}>
                <Icon name="check" size={20} />
                {t(`points.${key}`)}
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
          src="/images/hero-sms.svg"
          alt={t('imageAlt')}
          width={560}
          height={480}
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
