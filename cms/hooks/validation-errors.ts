/**
 * Field errors reach the admin. Payload's REST error answer keeps a validation error's details (which
 * field, what message: e.g. a promotion's end before its start, in the admin's language) only when the
 * error is an `instanceof` its ValidationError class; in the production build that test fails (the
 * class is bundled more than once, and even its name is minified), so the admin got only "The following
 * field is invalid" and no message on the field. This `afterError` hook puts the details back, for
 * public 400 errors that carry field errors only: nothing else is made more public than Payload makes it.
 */
import type { AfterErrorHook } from 'payload';

type FieldErrors = { errors?: unknown };
type Detailed = Error & { data?: FieldErrors & Record<string, unknown>; status?: number; isPublic?: boolean };

export const keepValidationDetails: AfterErrorHook = ({ error, result }) => {
  const { data, status, isPublic, message } = error as Detailed;
  if (!result || status !== 400 || isPublic !== true || !Array.isArray(data?.errors)) return;
  return { response: { ...result, errors: [{ name: 'ValidationError', data, message }] } };
};
