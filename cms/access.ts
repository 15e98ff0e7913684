/**
 * Roles of spec §6 as Payload access functions. Payload enforces them on the Local, REST
 * and admin APIs alike; hiding menu items is never the protection.
 *  - admin: everything, including staff accounts
 *  - editor: all content, no staff accounts
 *  - support: reads and updates contact submissions only
 */
import type { Access, FieldAccess, PayloadRequest } from 'payload';

export const roles = ['admin', 'editor', 'support'] as const;
export type Role = (typeof roles)[number];

type MaybeUser = { roles?: Role[] | null } | null | undefined;

export function hasRole(user: MaybeUser, ...wanted: Role[]): boolean {
  return Boolean(user?.roles?.some((role) => wanted.includes(role)));
}

const userOf = (req: PayloadRequest): MaybeUser => req.user as MaybeUser;

export const anyone: Access = () => true;
export const isAdmin: Access = ({ req }) => hasRole(userOf(req), 'admin');
export const isEditor: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor');
export const isStaff: Access = ({ req }) => hasRole(userOf(req), 'admin', 'editor', 'support');
export const isSupport: Access = ({ req }) => hasRole(userOf(req), 'admin', 'support');

/** Who may see drafts on the public pages (previews): those who may publish, not support staff. */
export function canPreview(user: unknown): boolean {
  return hasRole(user as MaybeUser, 'admin', 'editor');
}

export const isAdminField: FieldAccess = ({ req }) => hasRole(userOf(req), 'admin');

/** Admins see every account; others only their own. */
export const isAdminOrSelf: Access = ({ req }) => {
  const user = req.user;
  if (!user) return false;
  if (hasRole(userOf(req), 'admin')) return true;
  return { id: { equals: user.id } };
};

/** Content collections: public reads (the site and the legacy API), editors write. */
export const contentAccess = {
  read: anyone,
  create: isEditor,
  update: isEditor,
  delete: isEditor,
};
