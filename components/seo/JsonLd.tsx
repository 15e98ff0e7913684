/**
 * Structured data for search engines. The only inline script the site renders: its type is not
 * executable, and `<` is escaped so content can never close the element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
