/**
 * Roles of spec §6 as Payload access functions. Payload enforces them on the Local, REST
 * and admin APIs alike; hiding menu items is never the protection. The whole table of roles ×
 * collections × actions is in the README ("Staff and roles"); the rules per kind of collection
 * are built in cms/collections/shared/access.ts.
 *  - admin: everything, including staff accounts, invitations and the audit trail
 *  - editor: all content (and its version history), no staff accounts
 *  - support: reads and updates contact submissions (leads) only
 */
import type { Access, FieldAccess } from 'payload';

export const roles = ['admin', 'editor', 'support'] as const;
export type Role = (typeof roles)[number];

/** `user` is Payload's req.user (or the admin's `user`): anything with a `roles` list, or nobody. */
export function hasRole(user: unknown, ...wanted: Role[]): boolean {
  const held = (user as { roles?: Role[] | null } | null | undefined)?.roles;
  return Boolean(held?.some((role) => wanted.includes(role)));
}

/** Admins and editors: the staff who change content. */
export const editsContent = (user: unknown): boolean => hasRole(user, 'admin', 'editor');

/** Admins and support staff: the staff who work the leads. */
export const worksLeads = (user: unknown): boolean => hasRole(user, 'admin', 'support');

export const anyone: Access = () => true;
export const nobody: Access = () => false;
export const isAdmin: Access = ({ req }) => hasRole(req.user, 'admin');
export const isEditor: Access = ({ req }) => editsContent(req.user);
export const isSupport: Access = ({ req }) => worksLeads(req.user);

export const isAdminField: FieldAccess = ({ req }) => hasRole(req.user, 'admin');

/** Admins see every account; others only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  const user = req.user;
  if (!user) return false;
  if (hasRole(user, 'admin')) return true;
  return { id: { equals: user.id } };
};
