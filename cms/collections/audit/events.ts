import { l } from '@/cms/collections/shared/labels';

/** What the audit trail records (README "Staff and roles"). */
export const auditEventLabels = {
  'sign-in': l('Signed in', 'เข้าสู่ระบบ'),
  'sign-in-failed': l('Sign-in refused', 'เข้าสู่ระบบไม่สำเร็จ'),
  'account-locked': l('Account locked (wrong codes)', 'บัญชีถูกล็อก (รหัสผิดหลายครั้ง)'),
  'password-reset-requested': l('Password reset asked', 'ขอตั้งรหัสผ่านใหม่'),
  'password-reset': l('Password set with a link', 'ตั้งรหัสผ่านด้วยลิงก์'),
  'password-changed': l('Password changed', 'เปลี่ยนรหัสผ่าน'),
  'invitation-sent': l('Invitation sent', 'ส่งคำเชิญ'),
  'second-factor-enrolled': l('Second factor set up', 'ตั้งค่าการยืนยันขั้นที่สอง'),
  'second-factor-removed': l('Second factor turned off', 'ปิดการยืนยันขั้นที่สอง'),
  'second-factor-reset': l('Second factor reset by an admin', 'ผู้ดูแลรีเซ็ตการยืนยันขั้นที่สอง'),
  'recovery-code-used': l('Recovery code used', 'ใช้รหัสกู้คืน'),
  'recovery-codes-renewed': l('Recovery codes renewed', 'สร้างรหัสกู้คืนใหม่'),
  'roles-changed': l('Roles changed', 'เปลี่ยนบทบาท'),
  'user-created': l('Account created', 'สร้างบัญชี'),
  'user-deleted': l('Account removed', 'ลบบัญชี'),
} as const;

export type AuditEvent = keyof typeof auditEventLabels;
