import { describe, expect, it } from 'vitest';

import {
  daysInMonth,
  displayYear,
  formatDateTime,
  formatDay,
  fromBangkokWallTime,
  monthNames,
  toBangkokWallTime,
} from '@/cms/admin/dates/format';

/** The admin's one date format: Bangkok time, the Thai admin in the Buddhist era (as the public Thai pages). */
describe('admin dates', () => {
  const nineInBangkok = '2026-12-01T02:00:00.000Z';

  it('reads Bangkok time, Thai in the Buddhist era and English day first', () => {
    expect(formatDateTime(nineInBangkok, 'th')).toBe('1 ธ.ค. 2569 09:00');
    expect(formatDateTime(nineInBangkok, 'en')).toBe('1 Dec 2026, 09:00');
    expect(formatDay(nineInBangkok, 'th')).toBe('1 ธ.ค. 2569');
    // Just before midnight UTC is already the next day in Bangkok.
    expect(formatDay('2026-12-31T18:30:00Z', 'th')).toBe('1 ม.ค. 2570');
  });

  it('shows nothing for a missing or invalid date', () => {
    for (const value of [null, undefined, '', 'not a date']) expect(formatDateTime(value, 'th')).toBe('');
  });

  it('turns a Bangkok wall-clock reading into the instant and back', () => {
    const wall = { year: 2026, month: 12, day: 1, hour: 9, minute: 0 };
    expect(fromBangkokWallTime(wall)).toBe(nineInBangkok);
    expect(toBangkokWallTime(nineInBangkok)).toEqual(wall);
    expect(fromBangkokWallTime({ year: 2027, month: 1, day: 1, hour: 0, minute: 30 })).toBe('2026-12-31T17:30:00.000Z');
  });

  it('refuses readings that do not exist', () => {
    expect(fromBangkokWallTime({ year: 2026, month: 2, day: 29, hour: 9, minute: 0 })).toBeNull();
    expect(fromBangkokWallTime({ year: 2026, month: 4, day: 31, hour: 9, minute: 0 })).toBeNull();
    expect(fromBangkokWallTime({ year: 2026, month: 1, day: 1, hour: 24, minute: 0 })).toBeNull();
    expect(fromBangkokWallTime({ year: 2026, month: 13, day: 1, hour: 9, minute: 0 })).toBeNull();
    expect(fromBangkokWallTime({ year: 2026, month: 1, day: 1.5, hour: 9, minute: 0 })).toBeNull();
    expect(fromBangkokWallTime({ year: 2028, month: 2, day: 29, hour: 9, minute: 0 })).toBe('2028-02-29T02:00:00.000Z');
  });

  it('names months and years as the admin language does', () => {
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(displayYear(2026, 'th')).toBe(2569);
    expect(displayYear(2026, 'en')).toBe(2026);
    expect(monthNames('th')[11]).toBe('ธ.ค.');
    expect(monthNames('en')[0]).toBe('Jan');
  });
});
