/**
 * How a staff member is added (issue 27): an admin writes their e-mail, username, roles and language;
 * saving creates the account with a random password nobody knows and mails them a single-use link
 * (INVITATION_DAYS) to choose their own. Nobody ever chooses or sends another person's password: the
 * users collection itself cannot be created through any API (Users.ts). Deleting an invitation that was
 * not accepted yet withdraws it: the account goes too.
 */
import { randomBytes } from 'node:crypto';

import { ValidationError, type CollectionConfig } from 'payload';

import { hasRole, isAdmin, isAdminField, nobody } from '@/cms/access';
import { recordAudit } from '@/cms/collections/audit/record';
import { l } from '@/cms/collections/shared/labels';
import { invitationMail } from '@/cms/email/templates';
import { languageField, roleLabels, rolesField } from '@/cms/collections/users/fields';
import { INVITING } from '@/cms/collections/users/hooks';
import { INVITATION_DAYS } from '@/cms/collections/users/policy';
import { staffLanguage, staffText } from '@/cms/collections/users/texts';

const readOnly = { readOnly: true };
type Invitation = {
  email: string;
  username: string;
  name?: string | null;
  roles: string[];
  language: string;
  user?: number | null;
};

export const Invitations: CollectionConfig = {
  slug: 'staff-invitations',
  labels: { singular: l('Invitation', 'คำเชิญ'), plural: l('Invitations', 'คำเชิญ') },
  admin: {
    group: l('Staff', 'พนักงาน'),
    useAsTitle: 'email',
    defaultColumns: ['email', 'username', 'roles', 'createdAt', 'acceptedAt'],
    hidden: ({ user }) => !hasRole(user, 'admin'),
    description: l(
      'Add a staff member: they receive a link to choose their own password. Delete an invitation not yet accepted to withdraw it.',
      'เพิ่มพนักงาน: ระบบจะส่งลิงก์ให้ตั้งรหัสผ่านเอง ลบคำเชิญที่ยังไม่ตอบรับเพื่อยกเลิก',
    ),
  },
  defaultSort: '-createdAt',
  access: { create: isAdmin, read: isAdmin, update: nobody, delete: isAdmin },
  fields: [
    { name: 'email', label: l('E-mail', 'อีเมล'), type: 'email', required: true },
    { name: 'username', label: l('Username', 'ชื่อผู้ใช้'), type: 'text', required: true, maxLength: 60 },
    { name: 'name', label: l('Name', 'ชื่อ'), type: 'text' },
    rolesField({ create: isAdminField, update: isAdminField }),
    languageField,
    { name: 'user', label: l('Account', 'บัญชี'), type: 'relationship', relationTo: 'users', admin: readOnly },
    { name: 'invitedBy', label: l('Invited by', 'เชิญโดย'), type: 'text', admin: readOnly },
    {
      name: 'expiresAt',
      label: l('Link valid until', 'ลิงก์ใช้ได้ถึง'),
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'acceptedAt',
      label: l('Accepted', 'ตอบรับเมื่อ'),
      type: 'date',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data;
        const invitation = data as Invitation;
        const username = invitation.username.trim().toLowerCase();
        const email = invitation.email.trim().toLowerCase();
        const { totalDocs } = await req.payload.count({
          collection: 'users',
          where: { or: [{ username: { equals: username } }, { email: { equals: email } }] },
          req,
        });
        if (totalDocs > 0) {
          throw new ValidationError({
            collection: 'staff-invitations',
            errors: [{ path: 'username', message: staffText(req.i18n.language, 'alreadyRegistered') }],
          });
        }
        req.context[INVITING] = true;
        const user = await req.payload.create({
          collection: 'users',
          data: {
            username,
            email,
            name: invitation.name || undefined,
            roles: invitation.roles as never,
            language: staffLanguage(invitation.language),
            // Never told to anyone: the account has no usable password until the link is used.
            password: randomBytes(32).toString('base64url'),
          },
          req,
          overrideAccess: true,
        });
        const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000).toISOString();
        const token = randomBytes(20).toString('hex');
        await req.payload.db.updateOne({
          collection: 'users',
          id: user.id,
          data: { resetPasswordToken: token, resetPasswordExpiration: expiresAt },
          req,
          returning: false,
        });
        req.context.invitationToken = token;
        return {
          ...data,
          username,
          email,
          user: user.id,
          expiresAt,
          invitedBy: req.user?.username ?? req.user?.email ?? '',
        };
      },
    ],
    afterChange: [
      async ({ doc, operation, req }) => {
        const token = req.context.invitationToken;
        if (operation !== 'create' || typeof token !== 'string') return doc;
        const invitation = doc as Invitation & { invitedBy?: string };
        const language = staffLanguage(invitation.language);
        const role = invitation.roles.map((r) => roleLabels[r as keyof typeof roleLabels]?.[language] ?? r).join(', ');
        const mail = invitationMail(invitation, token, invitation.invitedBy || 'SabaiSMS', role);
        await req.payload.sendEmail({ to: invitation.email, ...mail });
        await recordAudit(req.payload, {
          event: 'invitation-sent',
          account: { id: invitation.user ?? undefined, username: invitation.username },
          actor: req.user,
          req,
          inTransaction: true,
          detail: `roles: ${invitation.roles.join(', ')}`,
        });
        return doc;
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const invitation = doc as Invitation & { acceptedAt?: string | null };
        if (invitation.acceptedAt || !invitation.user) return;
        const userId = typeof invitation.user === 'object' ? (invitation.user as { id: number }).id : invitation.user;
        await req.payload.delete({ collection: 'users', id: userId, req, overrideAccess: true });
      },
    ],
  },
};
