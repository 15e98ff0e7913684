import { PostCard } from '@/components/blog/PostCard';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';

export function PostGrid({
  posts,
  locale,
  headingLevel,
}: {
  posts: PostSummary[];
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="card-grid">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} locale={locale} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
