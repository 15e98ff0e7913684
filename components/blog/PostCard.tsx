import styles from '@/components/blog/PostCard.module.css';
import { PostMeta } from '@/components/blog/PostMeta';
import { Picture } from '@/components/media/Picture';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';

/**
 * Cards show their cover at most about 400 CSS px wide (16:9, cropped by CSS). A fixed width gives a
 * 1x/2x srcset of two URLs; `sizes` made next/image list all nine of its widths up to 3840 px, about
 * 1 KB per card twice over (HTML and the RSC payload), which kept a list page of 12 above 80 KB.
 */
const COVER_WIDTH = 400;
const COVER_HEIGHT = 225;

/** A post in a list: cover, meta, linked title, description. */
export function PostCard({
  post,
  locale,
  headingLevel = 3,
}: {
  post: PostSummary;
  locale: Locale;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card ${styles.card}`} data-aos="fade-up">
      {post.cover ? (
        <Picture className={styles.cover} src={post.cover.url} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} />
      ) : null}
      <div className={styles.body}>
        <PostMeta post={post} locale={locale} />
        <Heading className="card-title">
          <SiteLink href={`/blog/${post.path}`} className="stretched-link">
            {post.title}
          </SiteLink>
        </Heading>
        {post.metaDescription ? <p>{post.metaDescription}</p> : null}
      </div>
    </article>
  );
}
