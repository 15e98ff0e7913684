import type { CollectionConfig } from 'payload';

import { hasRole, isAdmin, isAdminField, isAdminOrSelf, nobody, roles } from '@/cms/access';
import { l } from '@/cms/collections/shared/labels';
import { resetMail } from '@/cms/email/templates';
import { languageField, rolesField } from '@/cms/collections/users/fields';
import {
  auditAccountChanges,
  auditAccountRemoval,
  keepOneAdmin,
  notePasswordChange,
  onlyOwnPasswords,
  rememberLanguage,
} from '@/cms/collections/users/hooks';
import { forgotPasswordHandler, resetPasswordHandler } from '@/cms/collections/users/password-reset';
import { enforcePasswordPolicy } from '@/cms/collections/users/password-policy';
import { LOCK_TIME_MS, MAX_LOGIN_ATTEMPTS } from '@/cms/collections/users/policy';
import { rememberMeEndpoints } from '@/cms/collections/users/remember-me';
import { secondFactorEndpoints } from '@/cms/collections/users/second-factor/endpoints';
import { secondFactorFields } from '@/cms/collections/users/second-factor/fields';
import { secondFactorGate } from '@/cms/collections/users/second-factor/gate';

/**
 * Staff accounts (README "Staff and roles"): added by invitation (invitations/Invitations.ts), signed
 * in with username or e-mail, a password of 12+ characters and, for admins (SECOND_FACTOR_REQUIRED_ROLES
 * for others), a TOTP second factor; password resets by mail; every change in the audit trail.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: l('Staff account', 'บัญชีพนักงาน'), plural: l('Staff accounts', 'บัญชีพนักงาน') },
  admin: {
    group: l('Staff', 'พนักงาน'),
    useAsTitle: 'username',
    defaultColumns: ['username', 'email', 'roles', 'secondFactorEnabledAt'],
    components: { beforeList: ['/cms/collections/users/admin/InviteLink#InviteLink'] },
  },
  auth: {
    // One "username or e-mail" field on the sign-in form.
    loginWithUsername: { allowEmailLogin: true, requireEmail: true },
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    tokenExpiration: 30 * 24 * 60 * 60,
    cookies: {
      secure: process.env.NODE_ENV === 'production',
      sameSite: 'Lax',
    },
    // The reset mail, in the staff member's language (cms/email/templates.ts); sent through the queue.
    forgotPassword: {
      generateEmailHTML: (args) => resetMail(args?.user ?? {}, args?.token ?? '').html,
      generateEmailSubject: (args) => resetMail(args?.user ?? {}, '').subject,
    },
  },
  // Sign-in (second factor, no enumeration, "remember me"), password reset by mail, the second factor.
  endpoints: [
    ...rememberMeEndpoints,
    { path: '/forgot-password', method: 'post', handler: forgotPasswordHandler },
    { path: '/reset-password', method: 'post', handler: resetPasswordHandler },
    ...secondFactorEndpoints,
  ],
  access: {
    admin: ({ req }) => hasRole(req.user, ...roles),
    // Accounts are made by invitations only (and the first admin by `npm run db:setup`).
    create: nobody,
    delete: isAdmin,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [onlyOwnPasswords, notePasswordChange, enforcePasswordPolicy],
    beforeChange: [keepOneAdmin],
    afterChange: [auditAccountChanges],
    afterDelete: [auditAccountRemoval],
    beforeLogin: [secondFactorGate],
    afterLogin: [rememberLanguage],
  },
  fields: [
    { name: 'name', label: l('Name', 'ชื่อ'), type: 'text' },
    rolesField({ create: isAdminField, update: isAdminField }),
    languageField,
    {
      name: 'secondFactorPanel',
      label: l('Second factor', 'การยืนยันตัวตนขั้นที่สอง'),
      type: 'ui',
      admin: { components: { Field: '/cms/collections/users/admin/SecondFactorPanel#SecondFactorPanel' } },
    },
    ...secondFactorFields,
  ],
};
