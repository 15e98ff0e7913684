import { PostCard } from '@/components/blog/PostCard';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';

export function PostGrid({
  posts,
  locale,
  headingLevel,
  island,
}: {
  posts: PostSummary[];
  locale: Locale;
  headingLevel?: 2 | 3;
  /** false: the cards are drawn on the server (PostCard) */
  island?: boolean;
}) {
  return (
    <ul className="card-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} locale={locale} headingLevel={headingLevel} island={island} />
        </li>
      ))}
    </ul>
  );
}
