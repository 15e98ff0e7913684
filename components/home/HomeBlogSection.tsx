import { getTranslations } from 'next-intl/server';

import { PostGrid } from '@/components/blog/PostGrid';
import { SiteLink } from '@/components/navigation/SiteLink';
import { Section } from '@/components/page/Section';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

export async function HomeBlogSection({
  locale,
  posts,
  title,
}: {
  locale: Locale;
  posts: PostSummary[];
  title: string;
}) {
  const t = await getTranslations('Home.blog');
  return (
    <Section
      id="blog"
      tone="soft"
      title={title}
      action={
        <SiteLink href={pageRoutes.blog} className="text-link">
          {t('more')}
        </SiteLink>
      }
    >
      <PostGrid posts={posts} locale={locale} />
    </Section>
  );
}
