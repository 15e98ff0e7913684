/**
 * A window of two date fields shown to visitors between them (promotions, spec §5): its end may not
 * come before its start. Refused on every save that validates (publishing, REST, scheduled
 * publishing), with the message in the admin's language (Thai or English).
 */
import { date, type DateFieldValidation } from 'payload/shared';

import { l } from '@/cms/collections/shared/labels';

export const END_BEFORE_START = l(
  'The end must not be before the start. Choose an end date and time at or after the start.',
  'วันเวลาสิ้นสุดต้องไม่อยู่ก่อนวันเวลาเริ่ม กรุณาเลือกวันเวลาสิ้นสุดที่ตรงกับหรือหลังวันเวลาเริ่ม',
);

/** Validates the end field of a window whose start field is `startField`. */
export function endNotBeforeStart(startField: string): DateFieldValidation {
  return async (value, options) => {
    const valid = await date(value, options);
    if (valid !== true || !value) return valid;
    const start = (options.siblingData as Record<string, unknown> | undefined)?.[startField];
    // Stored as ISO strings (typed as Date by Payload): both read as instants, milliseconds included.
    const end = new Date(value).getTime();
    if (!(typeof start === 'string' || start instanceof Date) || !(end < new Date(start).getTime())) return true;
    return options.req.i18n.language === 'th' ? END_BEFORE_START.th : END_BEFORE_START.en;
  };
}
