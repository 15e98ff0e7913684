/** The RSS feed of a language's blog, below the language's prefix (`/blog/rss.xml`, `/en/blog/rss.xml`). */
export const feedPath = '/blog/rss.xml';
