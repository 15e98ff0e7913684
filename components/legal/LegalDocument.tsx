import { getTranslations } from 'next-intl/server';

import styles from '@/components/legal/LegalDocument.module.css';
import { messageList } from '@/components/page/message-list';

/**
 * A long text page (policy, cookies, terms, about) from messages: `<namespace>.sections.<key>`
 * with a title, optional paragraphs and optional list items, in the given order.
 */
export async function LegalDocument({
  namespace,
  sections,
  toc = true,
  values = {},
}: {
  namespace: string;
  sections: readonly string[];
  /** A table of contents linking to each section (long texts). */
  toc?: boolean;
  /** Values of `{name}` placeholders in the texts (e.g. the lead retention period of the policy). */
  values?: Record<string, string>;
}) {
  const t = await getTranslations(namespace);
  const tl = await getTranslations('Legal');
  return (
    <div className={`container ${styles.legal}${toc ? '' : ` ${styles.plain}`}`}>
      {toc ? (
        <nav aria-label={tl('contents')} className={styles.toc}>
          <p className={styles.tocTitle}>{tl('contents')}</p>
          <ol>
            {sections.map((key) => (
              <li key={key}>
                <a href={`#${key}`}>{t(`sections.${key}.title`)}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.body}>
        {sections.map((key) => {
          const fill = (text: string) => text.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
          const paragraphs = messageList(t, `sections.${key}.paragraphs`).map(fill);
          const items = messageList(t, `sections.${key}.items`).map(fill);
          return (
            <section key={key} id={key} aria-labelledby={`${key}-title`}>
              <h2 id={`${key}-title`}>{t(`sections.${key}.title`)}</h2>
              {paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {items.length > 0 ? (
                <ul>
                  {items.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
