import { PostCardView } from '@/components/blog/PostCardView.client';
import { postCardData } from '@/components/blog/post-card-data';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';

/** A post in a list, drawn by the client PostCardView from its words, URLs and cover attributes. */
export async function PostCard({
  post,
  locale,
  headingLevel = 3,
  priority = false,
}: {
  post: PostSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  /** Load the cover at once (the first card of a list page: see postCardData). */
  priority?: boolean;
}) {
  return <PostCardView headingLevel={headingLevel} card={await postCardData(post, locale, priority)} />;
}
