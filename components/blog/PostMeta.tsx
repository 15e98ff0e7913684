import styles from '@/components/blog/PostMeta.module.css';

/** A post's meta line, already in words (components/blog/post-meta-text.ts). */
export type PostMetaText = {
  type: string;
  category: { name: string; color: string } | null;
  /** ISO date, for <time dateTime>. */
  dateTime: string;
  date: string;
  readingTime?: string;
};

/**
 * Type, category and creation date of a post; on the article itself, its reading time. Plain
 * markup from words, so the article (a server component) and the cards (a client component) share it.
 */
export function PostMeta({ meta }: { meta: PostMetaText }) {
  return (
    <p className={styles.meta}>
      <span className={styles.type} data-meta="type">
        {meta.type}
      </span>
      {meta.category ? (
        <span
          className={styles.category}
          data-meta="category"
          style={{ ['--category-color' as string]: meta.category.color }}
        >
          {meta.category.name}
        </span>
      ) : null}
      <time dateTime={meta.dateTime}>{meta.date}</time>
      {meta.readingTime ? <span data-meta="reading-time">{meta.readingTime}</span> : null}
    </p>
  );
}
