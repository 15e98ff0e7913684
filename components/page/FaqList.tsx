import { getTranslations } from 'next-intl/server';

import type { FaqEntry } from '@/lib/content';
import { FAQ_GROUPS } from '@/lib/page-keys';

function Entries({ entries, level }: { entries: FaqEntry[]; level: 2 | 3 }) {
  const Question = level === 2 ? 'h2' : 'h3';
  return entries.map((entry) => (
    <details key={entry.id} className="faq-item" id={`faq-${entry.anchor}`}>
      <summary>
        <Question className="faq-question">{entry.question}</Question>
      </summary>
      <p>{entry.answer}</p>
    </details>
  ));
}

/**
 * The FAQ entries, each a disclosure, in the order staff gave them. While every entry is in one
 * group the list is plain; with several groups each gets its heading (in messages: the groups are
 * the site's own) and the questions become h3.
 */
export async function FaqList({ entries }: { entries: FaqEntry[] }) {
  const groups = FAQ_GROUPS.map((group) => ({
    group,
    entries: entries.filter((entry) => entry.group === group),
  })).filter((group) => group.entries.length > 0);
  if (groups.length <= 1) {
    return (
      <div className="container section faq-list">
        <Entries entries={entries} level={2} />
      </div>
    );
  }
  const t = await getTranslations('FaqGroups');
  return (
    <div className="container section faq-list">
      {groups.map(({ group, entries: inGroup }) => (
        <section key={group} aria-labelledby={`faq-group-${group}`} className="faq-group">
          <h2 id={`faq-group-${group}`}>{t(group)}</h2>
          <Entries entries={inGroup} level={3} />
        </section>
      ))}
    </div>
  );
}
