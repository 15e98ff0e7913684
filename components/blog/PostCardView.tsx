import type { ImgHTMLAttributes } from 'react';

import styles from '@/components/blog/PostCard.module.css';
import { PostMeta, type PostMetaText } from '@/components/blog/PostMeta';

/** What a card shows, in words and URLs (components/blog/PostCard.tsx); `href` in the page's language. */
export type PostCardData = {
  href: string;
  title: string;
  summary: string;
  meta: PostMetaText;
  cover: ImgHTMLAttributes<HTMLImageElement> | null;
};

/**
 * A post in a list: cover, meta, linked title, description. Lists draw it as a client component
 * (./PostCardView.client.tsx) on purpose: a server component's markup is written twice per page (the
 * HTML and the RSC payload), and a list page of 12 cards spent about 6 KB on its class names and
 * wrappers alone; a client component is sent its data only, and renders the same HTML from it (about
 * 0.4 KB of JavaScript, once). Home's three cards are drawn on the server (components/home/HomeBlogSection.tsx).
 */
export function PostCardView({ card, headingLevel }: { card: PostCardData; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cover = card.cover ? (
    // eslint-disable-next-line @next/next/no-img-element -- attributes computed by next/image's getImageProps on the server
    <img {...card.cover} alt="" className={styles.cover} />
  ) : null;
  // A cover that loads lazily is also drawn lazily (PostCard.module.css, .coverLater).
  return (
    <article className={`card ${styles.card}`} data-aos="fade-up">
      {card.cover?.loading === 'lazy' ? <div className={styles.coverLater}>{cover}</div> : cover}
      <div className={styles.body}>
        <PostMeta meta={card.meta} />
        <Heading className="card-title">
          <a href={card.href} className="stretched-link">
            {card.title}
          </a>
        </Heading>
        {card.summary ? <p>{card.summary}</p> : null}
      </div>
    </article>
  );
}
