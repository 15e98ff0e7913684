import { useTranslations } from 'next-intl';

import { useFormatters } from '@/components/tools/format';
import styles from '@/components/tools/tools.module.css';
// After the shared look, so a tool's own rules win where both apply.
import own from '@/components/tools/NonGsmReport.module.css';
import type { NonGsmChar } from '@/lib/sms/credits';
import { groupNonGsmChars, splitFlagged } from '@/lib/sms/highlight';

const MAX_GROUPS = 12;
const MAX_POSITIONS = 10;

/** Whitespace would be invisible in the list; show an open-box sign instead (the code point says which). */
function visible(char: string): string {
  return /^\s+$/u.test(char) ? '␣' : char;
}

/** The characters that force the Thai rate: a list with their positions, and the message with them marked. */
export function NonGsmReport({ text, chars, headingId }: { text: string; chars: NonGsmChar[]; headingId: string }) {
  const t = useTranslations('Tools.CreditCounter');
  const f = useFormatters();
  // Characters the replace button fixes first: they are the ones the visitor can act on.
  const groups = groupNonGsmChars(chars).sort(
    (a, b) => Number(a.replacement === undefined) - Number(b.replacement === undefined),
  );
  const shown = groups.slice(0, MAX_GROUPS);

  return (
    <section className={own.report} aria-labelledby={headingId}>
      <h3 id={headingId} className={own.subheading}>
        {t('offendingHeading')}
      </h3>
      <ul className={own.offenders}>
        {shown.map((group) => {
          const positions = group.indexes.slice(0, MAX_POSITIONS).map((index) => f.count(index + 1));
          const more = group.indexes.length > MAX_POSITIONS ? ', …' : '';
          return (
            <li key={group.char}>
              <code className={own.char}>{visible(group.char)}</code>
              <span className={own.codePoint}>{group.codePoint}</span>
              <span>
                {t('offendingPositions', { count: group.indexes.length, positions: positions.join(', ') + more })}
              </span>
              {group.replacement !== undefined && (
                <span className={own.replacement}>
                  {t('offendingReplacement', { replacement: visible(group.replacement) })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {groups.length > shown.length && (
        <p className={styles.help}>{t('offendingMore', { count: groups.length - shown.length })}</p>
      )}
      <h3 className={own.subheading}>{t('previewHeading')}</h3>
      <p className={own.preview}>
        {splitFlagged(text, chars).map((run, i) =>
          run.flagged ? <mark key={i}>{run.text}</mark> : <span key={i}>{run.text}</span>,
        )}
      </p>
    </section>
  );
}
