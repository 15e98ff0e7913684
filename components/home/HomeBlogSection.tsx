import { getTranslations } from 'next-intl/server';

import { postCardData } from '@/components/blog/post-card-data';
import { PostCardView } from '@/components/blog/PostCardView';
import { SiteLink } from '@/components/navigation/SiteLink';
import { Section } from '@/components/page/Section';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';
import { pageRoutes } from '@/lib/routes';

/**
 * The latest posts, as the blog lists draw them. Three cards are drawn on the server (PostCardView as a
 * server component): their markup twice (HTML and RSC payload) costs less than the client card's chunk,
 * which kept home, with the contact form, above the default 160 KB JavaScript budget. Not PostGrid, whose
 * client card would be in the page's scripts even unused.
 */
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
  const cards = await Promise.all(posts.map((post) => postCardData(post, locale)));
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
      <ul className="card-grid">
        {cards.map((card, index) => (
          <li key={posts[index]?.id}>
            <PostCardView card={card} headingLevel={3} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
