/**
 * Access rules shared by the content collections (spec §6). Built on cms/access.ts.
 * Anonymous REST readers see only what the public site may show; editors and admins see all.
 */
import type { Access, Where } from 'payload';

import { hasRole, isEditor, type Role } from '@/cms/access';

type MaybeUser = { roles?: Role[] | null } | null | undefined;

const isContentStaff = (user: unknown) => hasRole(user as MaybeUser, 'admin', 'editor');

/** Everyone reads active items; editors and admins also inactive ones. */
export const readActiveOrEditor: Access = ({ req }) =>
  isContentStaff(req.user) ? true : { isActive: { equals: true } };

/** Promotions: the public sees only running ones (a future code stays secret until its start). */
export const readRunningOrEditor: Access = ({ req }) => {
  if (isContentStaff(req.user)) return true;
  const now = new Date().toISOString();
  const running: Where[] = [
    { isActive: { equals: true } },
    { startDate: { less_than_equal: now } },
    { endDate: { greater_than_equal: now } },
  ];
  return { and: running };
};

/** Writes: editors and admins. */
export const editorWrites = { create: isEditor, update: isEditor, delete: isEditor };

/** Support staff work only with contact submissions; other collections are hidden from their menu. */
export const hiddenFromSupportOnly = ({ user }: { user: unknown }): boolean => {
  const roles = (user as { roles?: Role[] | null } | null)?.roles ?? [];
  return !roles.some((role) => role === 'admin' || role === 'editor');
};
