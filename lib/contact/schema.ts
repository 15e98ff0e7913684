/**
 * The contact-back form's one schema (spec §2, §5), run in the browser before sending and again on the
 * server. zod/mini, imported by name (a namespace import keeps all of zod in the bundle), keeps the chunk
 * the form loads small. Error messages are keys of the `Contact.errors` messages (./fields.ts), translated
 * where they are shown, so the schema itself has no language.
 */
import {
  enum as oneOf,
  maxLength,
  minLength,
  object,
  refine,
  regex,
  regexes,
  safeParse,
  string,
  trim,
  type output,
} from 'zod/mini';

import {
  ERROR_KEYS,
  FIELD_NAMES,
  MAX_LENGTH,
  SERVICE_KEYS,
  type ErrorKey,
  type FieldErrors,
  type FieldName,
} from '@/lib/contact/fields';

/** Thai numbers: 0 + 9 digits, or 66 + 9 digits. Spaces and hyphens between digits are allowed. */
const THAI_PHONE = /^(?:0\d{9}|66\d{9})$/;
/** Control characters; a single-line field never has any (no CR/LF can reach a header). */
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The message may span lines; other control characters are refused. */
const CONTROL_BUT_NEWLINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function normalizePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const error = (key: ErrorKey, abort = true) => ({ error: key, abort });

const text = (max: number, forbidden: RegExp) =>
  string(error('required')).check(
    trim(),
    minLength(1, error('required')),
    maxLength(max, error('tooLong')),
    refine((value) => !forbidden.test(value), error('invalidText')),
  );

export const contactSchema = object({
  name: text(MAX_LENGTH.name, CONTROL),
  email: string(error('emailRequired')).check(
    trim(),
    minLength(1, error('emailRequired')),
    maxLength(MAX_LENGTH.email, error('tooLong')),
    regex(regexes.email, error('emailInvalid')),
  ),
  phone: string(error('required')).check(
    trim(),
    minLength(1, error('required')),
    maxLength(MAX_LENGTH.phone, error('tooLong')),
    refine((value) => THAI_PHONE.test(normalizePhone(value)), error('phoneInvalid')),
  ),
  service: oneOf(SERVICE_KEYS, error('required')),
  message: text(MAX_LENGTH.message, CONTROL_BUT_NEWLINES),
});

export type ContactData = output<typeof contactSchema>;

function isErrorKey(value: string): value is ErrorKey {
  return (ERROR_KEYS as readonly string[]).includes(value);
}

function isFieldName(value: unknown): value is FieldName {
  return typeof value === 'string' && (FIELD_NAMES as readonly string[]).includes(value);
}

/** Parses untrusted input: the data with the phone normalized to digits, or the first error of each field. */
export function parseContact(input: unknown): { ok: true; data: ContactData } | { ok: false; errors: FieldErrors } {
  const result = safeParse(contactSchema, input ?? {});
  if (result.success) return { ok: true, data: { ...result.data, phone: normalizePhone(result.data.phone) } };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (isFieldName(field) && !errors[field]) errors[field] = isErrorKey(issue.message) ? issue.message : 'required';
  }
  // Not an object at all: every field is missing.
  if (Object.keys(errors).length === 0)
    for (const field of FIELD_NAMES) errors[field] = field === 'email' ? 'emailRequired' : 'required';
  return { ok: false, errors };
}
