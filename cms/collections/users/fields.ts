import type { Field, FieldAccess } from 'payload';

import { roles } from '@/cms/access';
import { l } from '@/cms/collections/shared/labels';

export const roleLabels = {
  admin: l('Administrator', 'ผู้ดูแลระบบ'),
  editor: l('Editor', 'ผู้แก้ไขเนื้อหา'),
  support: l('Customer support', 'ฝ่ายบริการลูกค้า'),
} as const;

/** Roles of an account (or of an invitation): admins only may set them. */
export function rolesField(access: { create?: FieldAccess; update?: FieldAccess }): Field {
  return {
    name: 'roles',
    label: l('Roles', 'บทบาท'),
    type: 'select',
    hasMany: true,
    required: true,
    defaultValue: ['editor'],
    options: roles.map((role) => ({ label: roleLabels[role], value: role })),
    saveToJWT: true,
    access,
  };
}

/** The language of the staff member's mails: the admin language they use (recorded at each sign-in). */
export const languageField: Field = {
  name: 'language',
  label: l('Language of e-mails', 'ภาษาของอีเมล'),
  type: 'select',
  defaultValue: 'th',
  options: [
    { label: 'ไทย', value: 'th' },
    { label: 'English', value: 'en' },
  ],
  admin: {
    description: l(
      'Password-reset mails are written in this language. It follows the admin language chosen at sign-in.',
      'อีเมลตั้งรหัสผ่านจะใช้ภาษานี้ และจะเปลี่ยนตามภาษาของระบบจัดการที่ใช้ตอนเข้าสู่ระบบ',
    ),
  },
};
