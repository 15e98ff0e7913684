import { getTranslations } from 'next-intl/server';

import { SiteLink } from '@/components/navigation/SiteLink';
import { NotFoundIllustration } from '@/components/page/NotFoundIllustration';
import { notFoundMetadata } from '@/components/page/NotFoundView';
import { pageRoutes } from '@/lib/routes';

export const metadata = notFoundMetadata;

/** Spec §8: "the article was not found" (status 404), with a way back to the blog. */
export default async function ArticleNotFound() {
  const t = await getTranslations('BlogPage.notFound');
  return (
    <section className="not-found container">
      <NotFoundIllustration />
      <h1>{t('heading')}</h1>
      <p>{t('text')}</p>
      <SiteLink className="button button-primary" href={pageRoutes.blog}>
        {t('back')}
      </SiteLink>
    </section>
  );
}
