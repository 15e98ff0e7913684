/**
 * The one way the admin shows a moment: Bangkok time, in the admin's language, with `Intl` like the
 * public pages (lib/format/number.ts), so the Thai admin reads the Buddhist era ("1 ธ.ค. 2569 09:00")
 * and the English admin "1 Dec 2026, 09:00". Lists, the dashboard's timeline, the schedule dialog,
 * the version screens and the date fields all format through here (client and server alike).
 * Payload's own date formatting (date-fns) knows no Buddhist era, so its date displays are replaced
 * by components that call these functions (cms/admin/plugin.ts).
 */
export const BANGKOK = 'Asia/Bangkok';

/** The `Intl` locale of an admin language: Thai (Buddhist calendar) or British English (day first). */
export function intlLocale(language: string | undefined): string {
  return language === 'th' ? 'th' : 'en-GB';
}

function valid(value: unknown): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "1 ธ.ค. 2569 09:00" / "1 Dec 2026, 09:00", Bangkok time; '' for a missing or invalid date. */
export function formatDateTime(value: unknown, language: string | undefined): string {
  const date = valid(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocale(language), {
    timeZone: BANGKOK,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/** "1 ธ.ค. 2569" / "1 Dec 2026", the day in Bangkok; '' for a missing or invalid date. */
export function formatDay(value: unknown, language: string | undefined): string {
  const date = valid(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(intlLocale(language), { timeZone: BANGKOK, dateStyle: 'medium' }).format(date);
}

/** A calendar moment on Bangkok's clock (month 1-12), what staff type and read. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

/** The Bangkok wall-clock reading of an instant, or null for a missing or invalid date. */
export function toBangkokWallTime(value: unknown): WallTime | null {
  const date = valid(value);
  if (!date) return null;
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: BANGKOK,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** Days in a month of the Gregorian calendar (the Buddhist era numbers the same years). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The instant (ISO-8601, UTC) at which Bangkok's clock reads `wall`, or null when the reading does
 * not exist (31 April, 24:00). Bangkok keeps UTC+7 all year, but the offset is read from `Intl`
 * rather than assumed, so the function stays right if the zone ever changes.
 */
export function fromBangkokWallTime(wall: WallTime): string | null {
  const { year, month, day, hour, minute } = wall;
  const whole = [year, month, day, hour, minute].every(Number.isInteger);
  if (!whole || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const seen = toBangkokWallTime(new Date(asUtc));
  if (!seen) return null;
  const offset = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - asUtc;
  return new Date(asUtc - offset).toISOString();
}

/** Month names of the admin language ("ม.ค." … / "Jan" …), index 0 = January. */
export function monthNames(language: string | undefined): string[] {
  const format = new Intl.DateTimeFormat(intlLocale(language), { month: 'short', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2024, index, 15))));
}

/** The year as the admin language counts it (from `Intl`): 2569 in Thai (Buddhist era), 2026 in English. */
export function displayYear(year: number, language: string | undefined): number {
  const parts = new Intl.DateTimeFormat(intlLocale(language), { year: 'numeric', timeZone: 'UTC' }).formatToParts(
    new Date(Date.UTC(year, 6, 1)),
  );
  return Number(parts.find((part) => part.type === 'year')?.value ?? year);
}
