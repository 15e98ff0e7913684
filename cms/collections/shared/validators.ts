/** Field validators shared by collections and globals (return true or an error message). */
import { isHttpUrl, isSafeUrl } from '@/lib/content/safe-url';

type Validator = (value: unknown) => true | string;

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** https:, http:, tel:, mailto:, line: or a site path (see lib/content/safe-url.ts). */
export const safeUrlField: Validator = (value) =>
  empty(value) || isSafeUrl(value) ? true : 'Only https:, http:, tel:, mailto:, line: links or /paths are allowed';

export const requiredSafeUrl: Validator = (value) => (empty(value) ? 'Required' : safeUrlField(value));

export const httpUrlField: Validator = (value) =>
  empty(value) || isHttpUrl(value) ? true : 'Must be an https:// (or http://) address';

/** A path on the customer application: starts with one "/". */
export const appPathField: Validator = (value) =>
  empty(value) || (typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value))
    ? true
    : 'Must be a path starting with /';

/** Lowercase a-z, 0-9 and single hyphens between them. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugField: Validator = (value) =>
  typeof value === 'string' && SLUG_PATTERN.test(value) && value.length <= 200
    ? true
    : 'Lowercase letters a-z, digits and hyphens only (e.g. sms-otp-guide)';

export const hexColorField: Validator = (value) =>
  typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'A colour like #1a73e8';

/** Thai phone number as digits only: 9 (landline) or 10 (mobile) digits. */
export const phoneDigitsField: Validator = (value) =>
  empty(value) || (typeof value === 'string' && /^\d{9,10}$/.test(value))
    ? true
    : 'Digits only, 9 or 10 of them (e.g. 0212345678)';

export const positiveInteger: Validator = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? true : 'Must be a whole number above 0';
