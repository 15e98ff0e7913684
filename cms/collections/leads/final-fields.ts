import { APIError, type CollectionBeforeValidateHook } from 'payload';

import { ATTRIBUTION_FIELDS } from '@/lib/contact/attribution';

/**
 * "What the visitor wrote is final": once a lead is stored, its submitted fields, its attribution and when it
 * arrived are read-only for every role, admin included, on every API. A change is refused with an error
 * (not dropped in silence, which is what field-level access would do); sending a field with its stored value
 * (as the admin's form does) is fine. Only the system changes them: the retention job's anonymisation
 * (`req.context.leadSystemWrite`, set by Local API callers only; REST cannot set a request's context).
 */
export const FINAL_FIELDS = [
  'name',
  'email',
  'phone',
  'service',
  'message',
  'locale',
  'entryPoint',
  ...ATTRIBUTION_FIELDS,
  'quoteCredits',
  'quotePricePerMessage',
  'quoteTotal',
  'reviewReason',
  'anonymisedAt',
  'createdAt',
] as const;

function same(a: unknown, b: unknown): boolean {
  const empty = (value: unknown) => value === null || value === undefined || value === '';
  if (empty(a) || empty(b)) return empty(a) && empty(b);
  if (typeof a === 'number' || typeof b === 'number') return Number(a) === Number(b);
  const time = (value: unknown) =>
    typeof value === 'string' || value instanceof Date ? Date.parse(String(value)) : NaN;
  if (/^\d{4}-\d\d-\d\dT/.test(String(a)) && !Number.isNaN(time(a))) return time(a) === time(b);
  return String(a) === String(b);
}

/** The final fields whose value `data` changes from `original`. */
export function changedFinalFields(data: Record<string, unknown>, original: Record<string, unknown>): string[] {
  return FINAL_FIELDS.filter((field) => field in data && !same(data[field], original[field]));
}

export const refuseFinalFieldChanges: CollectionBeforeValidateHook = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data || !originalDoc || req.context?.leadSystemWrite === true) return data;
  const changed = changedFinalFields(data, originalDoc);
  if (changed.length > 0) {
    throw new APIError(
      `A lead's submitted fields and attribution are final and cannot be changed (refused: ${changed.join(', ')}).`,
      403,
      { refused: changed },
      true,
    );
  }
  return data;
};
