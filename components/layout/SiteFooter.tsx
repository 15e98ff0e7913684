import { getTranslations } from 'next-intl/server';

import { Icon } from '@/components/icons/Icon';
import { Logo } from '@/components/icons/Logo';
import { ContactList } from '@/components/layout/ContactList';
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
  const tp = await getTranslations({ locale, namespace: 'Pages' });
  const tn = await getTranslations({ locale, namespace: 'Nav' });
  const linkList = (keys: PageKey[]) => (
    <ul className="footer-links">
      {keys.map((key) => (
        <li key={key}>
          <SiteLink href={pageRoutes[key]}>{tp(`${key}.title`)}</SiteLink>
        </li>
      ))}
    </ul>
  );
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-company">
          <div className="footer-logo">
            <Logo title={tn('logoAlt')} inverse />
          </div>
          <h2 id="footer-company" className="footer-heading">
            {config.companyName || t('company')}
          </h2>
          {config.address ? (
            <address className="footer-address">
              <span className="visually-hidden">{t('address')}: </span>
              {config.address}
            </address>
          ) : null}
          <p>{t('supportHours')}</p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">
            {t('contact')}
          </h2>
          <ContactList channels={contactChannels(config)} className="contact-list footer-contacts" />
          <p>{t('salesExtension')}</p>
          <SiteLink className="button button-primary" href={pageRoutes.contactUs}>
            {t('contactSales')}
          </SiteLink>
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="footer-heading">
            {tn('services')}
          </h2>
          {linkList(serviceLinks)}
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="footer-heading">
            {tn('information')}
          </h2>
          {linkList(infoLinks)}
        </nav>
      </div>
      <div className="container footer-bottom">
        <p className="copyright">{t('copyright')}</p>
        {/* "#top" with no such element scrolls to the top of the document (HTML spec). */}
        <a className="back-to-top" href="#top">
          <Icon name="arrowUp" />
          {t('backToTop')}
        </a>
      </div>
    </footer>
  );
}
