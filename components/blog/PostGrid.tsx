import { PostCard } from '@/components/blog/PostCard';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';

export function PostGrid({
  posts,
  locale,
  headingLevel,
  priorityFirst = false,
}: {
  posts: PostSummary[];
  locale: Locale;
  headingLevel?: 2 | 3;
  /** The grid opens the page (the blog lists): its first cover loads at once, at high priority. */
  priorityFirst?: boolean;
}) {
  return (
    <ul className="card-grid">
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard post={post} locale={locale} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
