import type { PostCardData } from '@/components/blog/PostCardView';
import { postMetaText } from '@/components/blog/post-meta-text';
import { pictureProps } from '@/components/media/Picture';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';
import type { PostSummary } from '@/lib/content';

// Apart from PostCard.tsx so that home, which draws its cards on the server, imports no client card.

/**
 * Cards show their cover at most about 400 CSS px wide (16:9, cropped by CSS). A fixed width gives a
 * 1x/2x srcset of two URLs; `sizes` made next/image list all of its widths, about 1 KB per card
 * twice over (HTML and the RSC payload), which kept a list page of 12 above 80 KB.
 */
const COVER_WIDTH = 400;
const COVER_HEIGHT = 225;

/**
 * What a card shows of `post`, in words and URLs. `priority`: the first card of a list page, whose cover
 * is on a phone's first screen and often its largest element (the LCP): loaded at once, at high
 * priority, instead of lazily after layout (measured: the blog list's LCP at 2.3 s with a lazy cover).
 */
export async function postCardData(post: PostSummary, locale: Locale, priority = false): Promise<PostCardData> {
  const cover = post.cover
    ? pictureProps({ src: post.cover.url, alt: '', width: COVER_WIDTH, height: COVER_HEIGHT }, priority)
    : null;
  return {
    href: localizedPath(locale, `/blog/${post.path}`),
    title: post.title,
    summary: post.metaDescription,
    meta: await postMetaText(post, locale),
    cover,
  };
}
