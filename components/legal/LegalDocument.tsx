import { getTranslations } from 'next-intl/server';

import { fillPlaceholders } from '@/components/legal/fill-placeholders';
import { legalSections } from '@/components/legal/legal-sections';
import styles from '@/components/legal/LegalDocument.module.css';
import { InlineText, RichTextBlocks } from '@/components/page/RichTextBlocks';
import type { RichText } from '@/lib/content';

/**
 * A long text page (policy, cookies, terms, about) from its rich text in the CMS: a section per h2
 * heading, and a table of contents linking to each (long texts).
 */
export async function LegalDocument({
  body,
  toc = true,
  values = {},
}: {
  body: RichText;
  toc?: boolean;
  /** Values of `{name}` placeholders in the text (e.g. the lead retention period of the policy). */
  values?: Record<string, string>;
}) {
  const tl = await getTranslations('Legal');
  const sections = legalSections(fillPlaceholders(body, values));
  const headed = sections.filter((section) => section.heading);
  return (
    <div className={`container ${styles.legal}${toc ? '' : ` ${styles.plain}`}`}>
      {toc && headed.length > 0 ? (
        <nav aria-label={tl('contents')} className={styles.toc}>
          <p className={styles.tocTitle}>{tl('contents')}</p>
          <ol>
            {headed.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>
                  <InlineText nodes={section.heading!} />
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className={styles.body}>
        {sections.map((section) =>
          section.heading ? (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <InlineText nodes={section.heading} />
              </h2>
              <RichTextBlocks blocks={section.blocks} />
            </section>
          ) : (
            <section key={section.id}>
              <RichTextBlocks blocks={section.blocks} />
            </section>
          ),
        )}
      </div>
    </div>
  );
}
