import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { SiteLink } from '@/components/navigation/SiteLink';
import { NotFoundIllustration } from '@/components/page/NotFoundIllustration';
import { NOT_FOUND_TITLE } from '@/lib/routes';

/**
 * Metadata of every not-found state (spec §2, §8), for not-found boundaries and for the
 * generateMetadata of pages that end in notFound(): the same title before and after hydration.
 */
export const notFoundMetadata: Metadata = { title: { absolute: NOT_FOUND_TITLE } };

/** The not-found screen of spec §2: a 404 image, heading, message and a button home. */
export async function NotFoundView() {
  const t = await getTranslations('NotFound');
  return (
    <section className="not-found container">
      <NotFoundIllustration label={t('imageAlt')} />
      <h1>{t('page_not_found')}</h1>
      <p>{t('sorry_your_page')}</p>
      <SiteLink className="button button-primary" href="/">
        {t('backHome')}
      </SiteLink>
    </section>
  );
}
