/**
 * The contact-back form's one schema (spec §2, §5), used by the browser's resolver and parsed again
 * on the server. zod/mini, imported by name (a namespace import keeps all of zod in the bundle), keeps the client island small. Error messages are keys of the `Contact.errors`
 * messages, translated where they are shown, so the schema itself has no language.
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
  type input,
  type output,
} from 'zod/mini';

/** Service of interest, in the order of spec §2. Labels: `Contact.services.<key>`. */
export const SERVICE_KEYS = ['information', 'feedback', 'howToSend', 'salesCallback'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const FIELD_NAMES = ['name', 'email', 'phone', 'service', 'message'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export const MAX_LENGTH = { name: 100, email: 254, phone: 15, message: 2000 } as const;

export const ERROR_KEYS = [
  'required',
  'emailRequired',
  'emailInvalid',
  'phoneInvalid',
  'tooLong',
  'invalidText',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

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

export type ContactInput = input<typeof contactSchema>;
export type ContactData = output<typeof contactSchema>;

export type FieldErrors = Partial<Record<FieldName, ErrorKey>>;

/** ICU values of a field's error message (`{max}` of tooLong). */
export function errorValues(field: string): { max: number } {
  return { max: field in MAX_LENGTH ? MAX_LENGTH[field as keyof typeof MAX_LENGTH] : 0 };
}

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
