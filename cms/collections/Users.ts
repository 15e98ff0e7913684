import { Forbidden, type CollectionConfig } from 'payload';

import { hasRole, isAdmin, isAdminField, isAdminOrSelf, roles } from '@/cms/access';
import { l } from '@/cms/collections/shared/labels';
import { enforcePasswordPolicy } from '@/cms/collections/users/password-policy';
import { rememberMeEndpoints } from '@/cms/collections/users/remember-me';

const roleLabels = {
  admin: l('Administrator', 'ผู้ดูแลระบบ'),
  editor: l('Editor', 'ผู้แก้ไขเนื้อหา'),
  support: l('Customer support', 'ฝ่ายบริการลูกค้า'),
} as const;

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: l('Staff account', 'บัญชีพนักงาน'), plural: l('Staff accounts', 'บัญชีพนักงาน') },
  admin: { useAsTitle: 'username', defaultColumns: ['username', 'email', 'roles'] },
  auth: {
    // One "username or e-mail" field on the sign-in form.
    loginWithUsername: { allowEmailLogin: true, requireEmail: true },
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    tokenExpiration: 30 * 24 * 60 * 60,
    cookies: {
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'Lax',
    },
  },
  // "Remember me": wraps /login and /refresh-token to issue a session or a 30-day cookie.
  endpoints: rememberMeEndpoints,
  access: {
    admin: ({ req }) => hasRole(req.user, ...roles),
    create: isAdmin,
    delete: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
  },
  hooks: {
    beforeOperation: [
      ({ operation, req, args }) => {
        // No account may be created from outside before one exists ("create first user"):
        // the first admin comes only from `npm run db:setup` with ADMIN_* variables.
        if (operation === 'create' && req.payloadAPI !== 'local' && !req.user) throw new Forbidden(req.t);
        return args;
      },
      enforcePasswordPolicy,
    ],
  },
  fields: [
    { name: 'name', label: l('Name', 'ชื่อ'), type: 'text' },
    {
      name: 'roles',
      label: l('Roles', 'บทบาท'),
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      options: roles.map((role) => ({ label: roleLabels[role], value: role })),
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
    },
  ],
};
