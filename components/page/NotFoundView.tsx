import { getTranslations } from 'next-intl/server';

import { Picture } from '@/components/media/Picture';
import { SiteLink } from '@/components/navigation/SiteLink';

/** The not-found screen of spec §2: a 404 image, heading, message and a button home. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section className="not-found container">
      <Picture src="/images/404.svg" alt={t('imageAlt')} width={480} height={300} loading="eager" />
      <h1>{t('page_not_found')}</h1>
      <p>{t('sorry_your_page')}</p>
      <SiteLink className="button button-primary" href="/">
        {t('backHome')}
      </SiteLink>
    </section>
  );
}
