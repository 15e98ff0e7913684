import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { Logo } from '@/components/icons/Logo';
import { ContactList } from '@/components/layout/ContactList';
import styles from '@/components/layout/SiteFooter.module.css';
import { contactChannels } from '@/components/layout/contact-channels';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { Locale } from '@/i18n/locales';
import type { SiteConfig } from '@/lib/content';
import { pageRoutes, type PageKey } from '@/lib/routes';

const serviceLinks: PageKey[] = ['smsMarketing', 'smsOtp', 'locationBased', 'appointment', 'ticket', 'urlTracking'];
const infoLinks: PageKey[] = [
  'aboutUs',
  'packages',
  'promotions',
  'paymentMethods',
  'blog',
  'faq',
  'terms',
  'policy',
  'cookie',
];

/** Footer: address, configured contact channels, site links, contact sales, back to top, copyright. */
export async function SiteFooter({ locale, config }: { locale: Locale; config: SiteConfig }) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  // Link labels are navigation, so they stay in messages/ (the pages' own names are in the CMS).
  const tp = await getTranslations({ locale, namespace: 'Footer.links' });
  const tn = await getTranslations({ locale, namespace: 'Nav' });
  const linkList = (keys: PageKey[]) => (
    <ul className={styles.links}>
      {keys.map((key) => (
        <li key={key}>
          <SiteLink href={pageRoutes[key]}>{tp(key)}</SiteLink>
        </li>
      ))}
    </ul>
  );
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-labelledby="footer-company">
          <div className={styles.logo}>
            <Logo title={tn('logoAlt')} inverse />
          </div>
          <h2 id="footer-company" className={styles.heading}>
            {config.companyName || t('company')}
          </h2>
          {config.address ? (
            <address className={styles.address}>
              <span className="visually-hidden">{t('address')}: </span>
              {config.address}
            </address>
          ) : null}
          <p>{t('supportHours')}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {t('contact')}
          </h2>
          <ContactList channels={contactChannels(config)} />
          <p>{t('salesExtension')}</p>
          <SiteLink className="button button-primary" href={pageRoutes.contactUs}>
            {t('contactSales')}
          </SiteLink>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {tn('services')}
          </h2>
          {linkList(serviceLinks)}
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={styles.heading}>
            {tn('information')}
          </h2>
          {linkList(infoLinks)}
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p className={styles.copyright}>{t('copyright')}</p>
        {/* "#top" with no such element scrolls to the top of the document (HTML spec). */}
        <a className={styles.backToTop} href="#top">
          <Icon name="arrowUp" />
          {t('backToTop')}
        </a>
      </div>
    </footer>
  );
}
