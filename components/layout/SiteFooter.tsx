import { getTranslations } from 'next-intl/server';

import { Link } from '@/i18n/navigation';
import { pageRoutes } from '@/lib/routes';

/** Footer: contact-sales button, back-to-top control and the copyright line. */
export async function SiteFooter() {
  const t = await getTranslations('Footer');
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <p>{t('salesExtension')}</p>
        <Link className="button button-primary" href={pageRoutes.contactUs}>
          {t('contactSales')}
        </Link>
        <a className="back-to-top" href="#top">
          {t('backToTop')}
        </a>
      </div>
      <p className="container copyright">{t('copyright')}</p>
    </footer>
  );
}
