'use client';
/**
 * Day, month, year (Buddhist era on the Thai admin), hour and minute as plain selects on Bangkok's
 * clock: what the date fields and the schedule dialog use. Native selects work with the keyboard
 * and a screen reader, and cannot produce a date that does not exist (the day is kept within the
 * month). A partly filled date is no date (null) until every part is chosen.
 */
import { useTranslation } from '@payloadcms/ui';
import { useEffect, useMemo, useState } from 'react';

import {
  daysInMonth,
  displayYear,
  fromBangkokWallTime,
  monthNames,
  toBangkokWallTime,
  type WallTime,
} from '@/cms/admin/dates/format';
import { adminText } from '@/cms/admin/translations';

import styles from './WallTimeInputs.module.css';

type Part = keyof WallTime;
type Parts = Record<Part, string>;

const EMPTY: Parts = { year: '', month: '', day: '', hour: '', minute: '' };
/** A date-only value is kept at noon in Bangkok, so it is the same day in any time zone near it. */
const NOON = { hour: '12', minute: '0' };

function partsOf(value: string | null): Parts {
  const wall = toBangkokWallTime(value);
  if (!wall) return EMPTY;
  return {
    year: String(wall.year),
    month: String(wall.month),
    day: String(wall.day),
    hour: String(wall.hour),
    minute: String(wall.minute),
  };
}

function instantOf(parts: Parts, withTime: boolean): string | null {
  const filled = withTime ? parts : { ...parts, ...NOON };
  if (Object.values(filled).some((part) => part === '')) return null;
  const wall = Object.fromEntries(Object.entries(filled).map(([key, part]) => [key, Number(part)])) as WallTime;
  return fromBangkokWallTime({ ...wall, day: Math.min(wall.day, daysInMonth(wall.year, wall.month)) });
}

const pad = (n: number) => String(n).padStart(2, '0');

type Props = {
  idPrefix: string;
  value: string | null;
  withTime: boolean;
  readOnly?: boolean;
  clearable?: boolean;
  onChange: (value: string | null) => void;
};

export function WallTimeInputs({ idPrefix, value, withTime, readOnly, clearable, onChange }: Props) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const [parts, setParts] = useState<Parts>(() => partsOf(value));

  // Follow the form when the value changes from outside (reset, a restored version, autosave).
  useEffect(() => {
    if (instantOf(parts, withTime) !== (value ? new Date(value).toISOString() : null)) setParts(partsOf(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an outside change of `value` resyncs
  }, [value]);

  const thisYear = new Date().getFullYear();
  const years = useMemo(() => {
    const chosen = Number(parts.year) || thisYear;
    const first = Math.min(chosen, thisYear - 1);
    const last = Math.max(chosen, thisYear + 5);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  }, [parts.year, thisYear]);
  const months = useMemo(() => monthNames(language), [language]);
  const dayCount = parts.year && parts.month ? daysInMonth(Number(parts.year), Number(parts.month)) : 31;

  const change = (part: Part, next: string) => {
    const updated = { ...parts, [part]: next };
    if (updated.day && Number(updated.day) > dayCount && part !== 'day' && updated.year && updated.month) {
      updated.day = String(daysInMonth(Number(updated.year), Number(updated.month)));
    }
    setParts(updated);
    onChange(instantOf(updated, withTime));
  };

  const select = (part: Part, options: Array<[number, string]>) => (
    <select
      id={`${idPrefix}-${part}`}
      name={part}
      aria-label={adminText(i18n, `date_${part}`)}
      className={styles.select}
      disabled={readOnly}
      value={parts[part]}
      onChange={(event) => change(part, event.target.value)}
    >
      <option value="">{adminText(i18n, `date_${part}`)}</option>
      {options.map(([optionValue, text]) => (
        <option key={optionValue} value={String(optionValue)}>
          {text}
        </option>
      ))}
    </select>
  );

  return (
    <div className={styles.inputs}>
      {select(
        'day',
        Array.from({ length: dayCount }, (_, index) => [index + 1, String(index + 1)]),
      )}
      {select(
        'month',
        months.map((name, index) => [index + 1, name]),
      )}
      {select(
        'year',
        years.map((year) => [year, String(displayYear(year, language))]),
      )}
      {withTime && (
        <span className={styles.time}>
          {select(
            'hour',
            Array.from({ length: 24 }, (_, hour) => [hour, pad(hour)]),
          )}
          <span aria-hidden="true">:</span>
          {select(
            'minute',
            Array.from({ length: 60 }, (_, minute) => [minute, pad(minute)]),
          )}
        </span>
      )}
      {clearable && !readOnly && value ? (
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            setParts(EMPTY);
            onChange(null);
          }}
        >
          {i18n.t('general:clear')}
        </button>
      ) : null}
    </div>
  );
}
