import { getTranslations } from 'next-intl/server';

import { PostGrid } from '@/components/blog/PostGrid';
import { SiteLink } from '@/components/navigation/SiteLink';
import { Section } from '@/components/page/Section';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

export async function HomeBlogSection({ locale, posts }: { locale: Locale; posts: PostSummary[] }) {
  const t = await getTranslations('Home.blog');
  return (
    <Section
      id="blog"
      tone="soft"
      title={t('title')}
      action={
        <SiteLink href={pageRoutes.blog} className="text-link">
          {t('more')}
        </SiteLink>
      }
    >
      {/* Three cards drawn on the server: their markup twice (HTML and RSC payload) costs less than the
          card's script, which home (at its JavaScript budget with the contact form) would load for them. */}
      <PostGrid posts={posts} locale={locale} island={false} />
    </Section>
  );
}
