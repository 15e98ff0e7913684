/**
 * The rules of staff accounts in one place (README "Staff and roles"): lockouts, link lifetimes, and
 * which roles must use a second factor.
 */
import { hasRole, roles, type Role } from '@/cms/access';

/** Wrong passwords before the account locks for LOCK_TIME_MS (Payload's own counter). */
export const MAX_LOGIN_ATTEMPTS = 5;
/** Wrong second-factor codes (after a right password) before the account locks the same way. */
export const MAX_CODE_FAILURES = 10;
export const LOCK_TIME_MS = 10 * 60 * 1000;
/** A password-reset link works once, for this long. */
export const RESET_LINK_MS = 60 * 60 * 1000;
/** An invitation link (which sets the first password) works once, for this long. */
export const INVITATION_DAYS = 7;
/** How long an enrolment QR code shown at sign-in stays valid. */
export const ENROLMENT_MS = 15 * 60 * 1000;

/**
 * Roles that must use a second factor: always `admin`; SECOND_FACTOR_REQUIRED_ROLES adds others
 * (a comma-separated list, e.g. `editor,support`, or `all`). Everyone else may enrol voluntarily.
 */
export function rolesRequiringSecondFactor(env: Record<string, string | undefined> = process.env): Role[] {
  const listed = (env.SECOND_FACTOR_REQUIRED_ROLES ?? '')
    .split(',')
    .map((role) => role.trim().toLowerCase())
    .filter(Boolean);
  if (listed.includes('all')) return [...roles];
  return roles.filter((role) => role === 'admin' || listed.includes(role));
}

export function secondFactorRequired(user: unknown): boolean {
  return hasRole(user, ...rolesRequiringSecondFactor());
}
