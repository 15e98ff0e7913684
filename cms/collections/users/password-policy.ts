import { ValidationError, type CollectionBeforeOperationHook } from 'payload';

/** Minimum length of a staff password (NIST SP 800-63B style: length over composition rules). */
export const MIN_PASSWORD_LENGTH = 12;

/**
 * Refuses short passwords wherever one is set: account creation, a profile update and the
 * reset-password flow (which bypasses field validation). Payload hashes with PBKDF2-SHA256 at
 * 600,000 iterations, the OWASP recommendation for PBKDF2.
 */
export const enforcePasswordPolicy: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return args;
  const password: unknown = (args as { data?: { password?: unknown } }).data?.password;
  if (typeof password === 'string' && password.length < MIN_PASSWORD_LENGTH) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.` }],
    });
  }
  return args;
};
