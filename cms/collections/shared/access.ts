/**
 * Access rules shared by the content collections (spec §6). Built on cms/access.ts.
 * Anonymous REST readers see only what the public site may show; editors and admins see all.
 */
import type { Access, Where } from 'payload';

import { hasRole, isEditor, type Role } from '@/cms/access';

type MaybeUser = { roles?: Role[] | null } | null | undefined;

const isContentStaff = (user: unknown) => hasRole(user as MaybeUser, 'admin', 'editor');

/**
 * What anonymous readers of the REST API may see: published documents only, also with
 * `?draft=true` (Payload then reads the versions table, where the latest draft lives).
 */
const published: Where = { _status: { equals: 'published' } };

/** Everyone reads published documents; editors and admins also drafts (the admin, previews). */
export const readPublishedOrEditor: Access = ({ req }) => (isContentStaff(req.user) ? true : published);

/** Everyone reads active, published items; editors and admins also inactive ones and drafts. */
export const readActiveOrEditor: Access = ({ req }) =>
  isContentStaff(req.user) ? true : { and: [{ isActive: { equals: true } }, published] };

/** Promotions: the public sees only running ones (a future code stays secret until its start). */
export const readRunningOrEditor: Access = ({ req }) => {
  if (isContentStaff(req.user)) return true;
  const now = new Date().toISOString();
  const running: Where[] = [
    published,
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
