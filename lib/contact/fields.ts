/**
 * The contact-back form's fields, service keys, length limits and error keys (spec §2, §5): what the form
 * needs to render and to show errors. Apart from ./schema.ts so that the form's up-front code carries no
 * zod; the schema itself loads when the form nears the viewport.
 */

/** Service of interest, in the order of spec §2. Labels: `Contact.services.<key>`. */
export const SERVICE_KEYS = ['information', 'feedback', 'howToSend', 'salesCallback'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const FIELD_NAMES = ['name', 'email', 'phone', 'service', 'message'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

export const MAX_LENGTH = { name: 100, email: 254, phone: 15, message: 2000 } as const;

/** Error messages are keys of `Contact.errors`, translated where they are shown. */
export const ERROR_KEYS = [
  'required',
  'emailRequired',
  'emailInvalid',
  'phoneInvalid',
  'tooLong',
  'invalidText',
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export type FieldErrors = Partial<Record<FieldName, ErrorKey>>;

/** ICU values of a field's error message (`{max}` of tooLong). */
export function errorValues(field: string): { max: number } {
  return { max: field in MAX_LENGTH ? MAX_LENGTH[field as keyof typeof MAX_LENGTH] : 0 };
}

/** The form's fields as text, from a submitted form (missing ones are empty). */
export function fieldValues(form: FormData): Record<FieldName, string> {
  const value = (name: FieldName) => {
    const entry = form.get(name);
    return typeof entry === 'string' ? entry : '';
  };
  return {
    name: value('name'),
    email: value('email'),
    phone: value('phone'),
    service: value('service'),
    message: value('message'),
  };
}
