import type { CollectionConfig } from 'payload';

import { hasRole } from '@/cms/access';
import { serverWrittenAccess } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';

import { auditEventLabels } from './events';

/**
 * The audit trail of staff accounts: sign-ins (refused ones too, with the address), password resets,
 * second-factor changes, role changes, accounts created and removed. Written only by the server
 * (record.ts, through the Local API); admins read it; nobody edits or deletes it through any API.
 */
export const AuditEvents: CollectionConfig = {
  slug: 'audit-events',
  labels: { singular: l('Audit event', 'เหตุการณ์'), plural: l('Audit trail', 'บันทึกการใช้งาน') },
  admin: {
    group: l('Staff', 'พนักงาน'),
    useAsTitle: 'event',
    defaultColumns: ['createdAt', 'event', 'account', 'actor', 'ip', 'detail'],
    listSearchableFields: ['account', 'actor', 'ip'],
    hidden: ({ user }) => !hasRole(user, 'admin'),
  },
  defaultSort: '-createdAt',
  access: serverWrittenAccess,
  fields: [
    {
      name: 'event',
      label: l('Event', 'เหตุการณ์'),
      type: 'select',
      required: true,
      index: true,
      options: Object.entries(auditEventLabels).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'account',
      label: l('Account', 'บัญชี'),
      type: 'text',
      index: true,
      admin: { description: l('Username at the time (or what was typed at a refused sign-in)', 'ชื่อผู้ใช้ขณะนั้น') },
    },
    { name: 'user', label: l('Account record', 'ข้อมูลบัญชี'), type: 'relationship', relationTo: 'users', index: true },
    { name: 'actor', label: l('By', 'โดย'), type: 'text' },
    { name: 'ip', label: l('IP address', 'ที่อยู่ IP'), type: 'text' },
    { name: 'detail', label: l('Detail', 'รายละเอียด'), type: 'text' },
  ],
  timestamps: true,
};
