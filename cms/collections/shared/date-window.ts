/**
 * A window of two date fields shown to visitors between them (promotions, spec §5): its end may not
 * come before its start. Refused on every save that validates (publishing, REST, scheduled
 * publishing), with the message in the admin's language (Thai or English), and checked in the admin
 * as staff pick the end (cms/admin/dates/DateField.tsx reads `admin.custom.windowStart`).
 */
import type { DateField } from 'payload';
import { date, type DateFieldValidation } from 'payload/shared';

import { l } from '@/cms/collections/shared/labels';

export const END_BEFORE_START = l(
  'The end must not be before the start. Choose an end date and time at or after the start.',
  'วันเวลาสิ้นสุดต้องไม่อยู่ก่อนวันเวลาเริ่ม กรุณาเลือกวันเวลาสิ้นสุดที่ตรงกับหรือหลังวันเวลาเริ่ม',
);

/** The admin field property that names the start of the window a date field ends. */
export type WindowEndCustom = { windowStart?: string };

/** The message when `end` comes before `start` (both inclusive), or undefined when either is unset. */
export function endBeforeStartError(end: unknown, start: unknown, language: string): string | undefined {
  // Stored as ISO strings (typed as Date by Payload): both read as instants, milliseconds included.
  const instant = (value: unknown) =>
    typeof value === 'string' || value instanceof Date ? new Date(value).getTime() : Number.NaN;
  if (!(instant(end) < instant(start))) return undefined;
  return language === 'th' ? END_BEFORE_START.th : END_BEFORE_START.en;
}

/** Validates the end field of a window whose start field is `startField`. */
export function endNotBeforeStart(startField: string): DateFieldValidation {
  return async (value, options) => {
    const valid = await date(value, options);
    if (valid !== true || !value) return valid;
    const start = (options.siblingData as Record<string, unknown> | undefined)?.[startField];
    return endBeforeStartError(value, start, options.req.i18n.language) ?? true;
  };
}

/**
 * The end of a window, with the field's other `admin` options: validated on save, and named to the
 * admin's date field so that it checks the window as staff pick the end.
 */
export function windowEnd(
  startField: string,
  admin: NonNullable<DateField['admin']> = {},
): Pick<DateField, 'validate' | 'admin'> {
  const custom: WindowEndCustom = { ...admin.custom, windowStart: startField };
  return { validate: endNotBeforeStart(startField), admin: { ...admin, custom } };
}
