import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Icon } from '@/components/icons/Icon';
import { BuyLink } from '@/components/outbound/AppLinks';
import styles from '@/components/packages/PackageCard.module.css';
import type { Locale } from '@/i18n/locales';
import type { Package, SiteConfig } from '@/lib/content';
import { formatInteger, moneyFormat, rateFormat } from '@/lib/format/number';

type Props = { pkg: Package; locale: Locale; config: SiteConfig; headingLevel?: 2 | 3; children?: ReactNode };

/** One package: tags, credits, price, price per message, service life, URL tracking, buy button. */
export async function PackageCard({ pkg, locale, config, headingLevel = 3, children }: Props) {
  const t = await getTranslations('PackagesPage.card');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const featured = pkg.isRecommended || pkg.isPopular;
  return (
    <article className={`card ${styles.card}${featured ? ` ${styles.featured}` : ''}`} data-package-id={pkg.id}>
      {featured ? (
        <p className={styles.tags}>
          {pkg.isRecommended ? <span className={`${styles.tag} ${styles.recommended}`}>{t('recommended')}</span> : null}
          {pkg.isPopular ? <span className={`${styles.tag} ${styles.popular}`}>{t('popular')}</span> : null}
        </p>
      ) : null}
      <Heading className={styles.name}>{pkg.name}</Heading>
      <p className={styles.credits}>{t('credits', { credits: formatInteger(locale, pkg.credits) })}</p>
      <p className={styles.price}>
        <strong>{moneyFormat(locale).format(pkg.price)}</strong> <span className="muted">{t('excludingVat')}</span>
      </p>
      <p className={styles.rate}>{t('perMessage', { price: rateFormat(locale).format(pkg.pricePerMessage) })}</p>
      <ul className={`check-list ${styles.facts}`}>
        <li>
          <Icon name="clock" size={20} />
          {pkg.serviceLifeUnit === 'months'
            ? t('lifeMonths', { count: pkg.serviceLife })
            : t('lifeYears', { count: pkg.serviceLife })}
        </li>
        <li>
          <Icon name="link" size={20} />
          {t('totalUrls', { count: formatInteger(locale, pkg.totalUrls) })}
        </li>
        <li className={pkg.freeUrlTracking ? undefined : 'muted'}>
          <Icon name={pkg.freeUrlTracking ? 'check' : 'close'} size={20} />
          {pkg.freeUrlTracking ? t('freeUrlTracking') : t('noUrlTracking')}
        </li>
      </ul>
      {children}
      <div className={styles.actions}>
        <BuyLink
          config={config}
          packageId={pkg.appPackageId || pkg.id}
          label={t('buyLabel', { name: pkg.name })}
          className="button button-primary"
        >
          {t('buy')}
        </BuyLink>
      </div>
    </article>
  );
}
