/**
 * Hooks of staff accounts: who may create accounts and set passwords, the last admin, the audit trail of
 * creations, removals and role changes, and the language mails are written in.
 */
import {
  Forbidden,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
} from 'payload';

import { recordAudit } from '@/cms/collections/audit/record';
import { endSessions } from '@/cms/collections/users/second-factor/store';
import { staffText } from '@/cms/collections/users/texts';

/** Set by an invitation while it creates its account (invitations/Invitations.ts). */
export const INVITING = 'staffInvitationCreatesAccount';

type Staff = {
  id: number;
  username?: string | null;
  email?: string | null;
  roles?: string[] | null;
  language?: string | null;
};

/**
 * Accounts come from invitations (or `npm run db:setup` for the first admin), both through the Local
 * API: through REST nobody creates one, so nobody chooses another person's password. Likewise a
 * password is only ever changed by its owner (or through a reset link).
 */
export const onlyOwnPasswords: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI === 'local') return args;
  if (operation === 'create') {
    // An invitation (an admin's REST request) creates the account it invites, with a password nobody knows.
    if (req.context[INVITING] === true) return args;
    throw new Forbidden(req.t);
  }
  if (operation === 'update' || operation === 'updateByID') {
    const password = (args as { data?: { password?: unknown } }).data?.password;
    const id = (args as { id?: number | string }).id;
    if (password && (id === undefined || String(id) !== String(req.user?.id))) {
      throw new ValidationError({
        errors: [{ path: 'password', message: staffText(req.i18n.language, 'ownPasswordOnly') }],
      });
    }
  }
  return args;
};

const isAdminRoles = (roles: unknown) => Array.isArray(roles) && roles.includes('admin');

/** Nobody removes the last admin's role (the site would have nobody to manage accounts). */
export const keepOneAdmin: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (
    operation !== 'update' ||
    !isAdminRoles(originalDoc?.roles) ||
    data.roles === undefined ||
    isAdminRoles(data.roles)
  )
    return data;
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ roles: { in: ['admin'] } }, { id: { not_equals: originalDoc.id } }] },
    req,
  });
  if (totalDocs === 0) {
    throw new ValidationError({ errors: [{ path: 'roles', message: staffText(req.i18n.language, 'lastAdmin') }] });
  }
  return data;
};

const sameRoles = (a: unknown, b: unknown) =>
  JSON.stringify([...((a as string[]) ?? [])].sort()) === JSON.stringify([...((b as string[]) ?? [])].sort());

export const auditAccountChanges: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const account = doc as Staff;
  const actor = req.user ?? undefined;
  if (operation === 'create') {
    await recordAudit(req.payload, {
      event: 'user-created',
      account,
      actor,
      req,
      inTransaction: true,
      detail: `roles: ${(account.roles ?? []).join(', ')}`,
    });
    return doc;
  }
  if (!sameRoles(previousDoc?.roles, account.roles)) {
    await recordAudit(req.payload, {
      event: 'roles-changed',
      account,
      actor,
      req,
      inTransaction: true,
      detail: `${(previousDoc?.roles ?? []).join(', ')} → ${(account.roles ?? []).join(', ')}`,
    });
    // New rights (or a role that needs a second factor) apply from a fresh sign-in only.
    await endSessions(req.payload, account.id, req);
  }
  if (req.context.passwordChanged) {
    await recordAudit(req.payload, { event: 'password-changed', account, actor, req, inTransaction: true });
  }
  return doc;
};

/** Notes a password change for the audit (the password itself is gone from `data` by afterChange). */
export const notePasswordChange: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (
    (operation === 'update' || operation === 'updateByID') &&
    (args as { data?: { password?: unknown } }).data?.password
  ) {
    req.context.passwordChanged = true;
  }
  return args;
};

export const auditAccountRemoval: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await recordAudit(req.payload, {
    event: 'user-deleted',
    account: doc as Staff,
    actor: req.user,
    req,
    inTransaction: true,
  });
};

/**
 * Mails follow the admin language the person uses: the language of the sign-in request (Payload reads
 * the admin's language cookie, else the browser's Accept-Language) becomes the account's `language`.
 */
export const rememberLanguage: CollectionAfterLoginHook = async ({ req, user }) => {
  const language = req.i18n.language;
  const stated = req.headers.get('accept-language') || (req.headers.get('cookie') ?? '').includes('-lng=');
  const staff = user as Staff;
  if (!stated || (language !== 'th' && language !== 'en') || staff.language === language) return user;
  await req.payload.db.updateOne({ collection: 'users', id: staff.id, data: { language }, req, returning: false });
  return { ...user, language };
};
