import { PostCardView } from '@/components/blog/PostCardView';
import { PostCardView as PostCardIsland } from '@/components/blog/PostCardView.client';
import { postMetaText } from '@/components/blog/post-meta-text';
import { pictureProps } from '@/components/media/Picture';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';

/**
 * Cards show their cover at most about 400 CSS px wide (16:9, cropped by CSS). A fixed width gives a
 * 1x/2x srcset of two URLs; `sizes` made next/image list all of its widths, about 1 KB per card
 * twice over (HTML and the RSC payload), which kept a list page of 12 above 80 KB.
 */
const COVER_WIDTH = 400;
const COVER_HEIGHT = 225;

/**
 * A post in a list (drawn by PostCardView from its words, URLs and cover attributes): as a client
 * component unless `island` is false (a few cards, where the card's script would cost more than
 * their markup).
 */
export async function PostCard({
  post,
  locale,
  headingLevel = 3,
  island = true,
}: {
  post: PostSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
  island?: boolean;
}) {
  const View = island ? PostCardIsland : PostCardView;
  const cover = post.cover
    ? pictureProps({ src: post.cover.url, alt: '', width: COVER_WIDTH, height: COVER_HEIGHT })
    : null;
  return (
    <View
      headingLevel={headingLevel}
      card={{
        href: `/blog/${post.path}`,
        title: post.title,
        summary: post.metaDescription,
        meta: await postMetaText(post, locale),
        cover,
      }}
    />
  );
}
