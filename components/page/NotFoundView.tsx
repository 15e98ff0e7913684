import Image from 'next/image';
import { getTranslations } from 'next-intl/server';

import { Link } from '@/i18n/navigation';

/** The not-found screen of spec §2: a 404 image, heading, message and a button home. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section className="not-found container">
      <Image src="/images/404.svg" alt={t('imageAlt')} width={480} height={300} priority />
      <h1>{t('page_not_found')}</h1>
      <p>{t('sorry_your_page')}</p>
      <Link className="button button-primary" href="/">
        {t('backHome')}
      </Link>
    </section>
  );
}
