import styles from '@/components/blog/PostCard.module.css';
import { PostMeta } from '@/components/blog/PostMeta';
import { Picture } from '@/components/media/Picture';
import { SiteLink } from '@/components/navigation/SiteLink';
import type { Locale } from '@/i18n/locales';
import type { PostSummary } from '@/lib/content';

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
        <Picture
          className={styles.cover}
          src={post.cover.url}
          alt=""
          width={post.cover.width}
          height={post.cover.height}
          sizes="(max-width: 640px) 92vw, (max-width: 1024px) 45vw, 360px"
        />
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
