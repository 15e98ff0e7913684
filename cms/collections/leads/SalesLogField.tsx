import type { FieldServerComponent } from 'payload';

import { loggedFieldLabels, salesStatusLabels, type LoggedField } from '@/cms/collections/leads/options';
import { l } from '@/cms/collections/shared/labels';

type Entry = {
  id?: string;
  at: string;
  userName?: string | null;
  field: LoggedField;
  from?: string | null;
  to?: string | null;
};

const texts = {
  title: l('History of sales changes', 'ประวัติการเปลี่ยนแปลงการขาย'),
  empty: l('No changes yet.', 'ยังไม่มีการเปลี่ยนแปลง'),
  edited: l('edited', 'แก้ไขแล้ว'),
  none: l('(none)', '(ไม่มี)'),
};

/**
 * The sales log of a lead (./sales-log.ts), read-only, as sentences: "25 Nov 2026, 10:02 — somchai: Sales status
 * New → Contacted". Server-rendered from the document; every value is React text (escaped).
 */
export const SalesLogField: FieldServerComponent = ({ data, i18n }) => {
  const lang = i18n.language === 'th' ? 'th' : 'en';
  const entries = (Array.isArray(data?.salesLog) ? data.salesLog : []) as Entry[];
  const when = new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const value = (entry: Entry, raw: string | null | undefined) => {
    if (!raw) return texts.none[lang];
    return entry.field === 'salesStatus' && raw in salesStatusLabels
      ? salesStatusLabels[raw as keyof typeof salesStatusLabels][lang]
      : raw;
  };
  return (
    <div className="field-type" data-testid="sales-log">
      <h3>{texts.title[lang]}</h3>
      {entries.length === 0 ? (
        <p>{texts.empty[lang]}</p>
      ) : (
        <ol>
          {entries.map((entry, index) => (
            <li key={entry.id ?? index}>
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time> — {entry.userName ?? '?'}:{' '}
              {loggedFieldLabels[entry.field]?.[lang] ?? entry.field}{' '}
              {entry.field === 'salesNotes'
                ? texts.edited[lang]
                : `${value(entry, entry.from)} → ${value(entry, entry.to)}`}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
};
