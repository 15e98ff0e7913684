/** Words of the staff-account screens of the admin (sign-in, forgot password, second-factor panel). */
import { staffLanguage } from '@/cms/collections/users/texts';

const words = {
  login: { en: 'Username or e-mail', th: 'ชื่อผู้ใช้หรืออีเมล' },
  password: { en: 'Password', th: 'รหัสผ่าน' },
  rememberMe: { en: 'Remember me (30 days)', th: 'จดจำการเข้าสู่ระบบ (30 วัน)' },
  signIn: { en: 'Sign in', th: 'เข้าสู่ระบบ' },
  forgot: { en: 'Forgot password?', th: 'ลืมรหัสผ่าน?' },
  code: { en: 'Code from the app, or a recovery code', th: 'รหัสจากแอป หรือรหัสกู้คืน' },
  enrolCode: { en: '6-digit code from the app', th: 'รหัส 6 หลักจากแอป' },
  verify: { en: 'Continue', th: 'ดำเนินการต่อ' },
  back: { en: 'Back to sign-in', th: 'กลับไปหน้าเข้าสู่ระบบ' },
  qrAlt: { en: 'QR code to scan with an authenticator app', th: 'คิวอาร์โค้ดสำหรับสแกนด้วยแอปยืนยันตัวตน' },
  manualKey: { en: 'Or type this key in the app:', th: 'หรือพิมพ์คีย์นี้ในแอป:' },
  recoveryTitle: { en: 'Your recovery codes', th: 'รหัสกู้คืนของคุณ' },
  recoveryHelp: {
    en: 'Keep these ten codes somewhere safe (not on your phone). Each one signs you in once if you lose your phone. They are shown only now.',
    th: 'เก็บรหัสสิบรหัสนี้ไว้ในที่ปลอดภัย (ไม่ใช่ในโทรศัพท์) แต่ละรหัสใช้เข้าสู่ระบบได้หนึ่งครั้งหากโทรศัพท์หาย รหัสจะแสดงเพียงครั้งนี้',
  },
  recoveryDone: { en: 'I have saved them: continue', th: 'บันทึกแล้ว ดำเนินการต่อ' },
  forgotTitle: { en: 'Forgot your password?', th: 'ลืมรหัสผ่าน?' },
  forgotHelp: {
    en: 'Enter your username or e-mail. We send a link to set a new password to the e-mail address of the account.',
    th: 'กรอกชื่อผู้ใช้หรืออีเมล ระบบจะส่งลิงก์ตั้งรหัสผ่านใหม่ไปยังอีเมลของบัญชี',
  },
  send: { en: 'Send the link', th: 'ส่งลิงก์' },
  failed: { en: 'Something went wrong. Try again.', th: 'เกิดข้อผิดพลาด กรุณาลองอีกครั้ง' },
  panelOn: { en: 'On since {{date}}.', th: 'เปิดใช้ตั้งแต่ {{date}}' },
  panelOff: { en: 'Not set up.', th: 'ยังไม่ได้ตั้งค่า' },
  panelRequired: {
    en: 'Required for this role: it is set up at the next sign-in.',
    th: 'บทบาทนี้ต้องใช้ จะตั้งค่าเมื่อเข้าสู่ระบบครั้งถัดไป',
  },
  setUp: { en: 'Set up an authenticator app', th: 'ตั้งค่าแอปยืนยันตัวตน' },
  renewCodes: { en: 'New recovery codes', th: 'สร้างรหัสกู้คืนใหม่' },
  turnOff: { en: 'Turn off', th: 'ปิดใช้งาน' },
  resetOther: { en: 'Reset second factor', th: 'รีเซ็ตการยืนยันขั้นที่สอง' },
  resetOtherConfirm: {
    en: 'Remove this person’s authenticator and recovery codes? They are signed out and set up a new one at their next sign-in.',
    th: 'ลบแอปยืนยันตัวตนและรหัสกู้คืนของบุคคลนี้? ระบบจะออกจากระบบของเขา และเขาต้องตั้งค่าใหม่เมื่อเข้าสู่ระบบครั้งถัดไป',
  },
  resetOtherDone: { en: 'Second factor removed.', th: 'ลบการยืนยันขั้นที่สองแล้ว' },
  invite: { en: 'Invite a staff member', th: 'เชิญพนักงาน' },
  inviteHelp: {
    en: 'Staff accounts are added by invitation: the person receives a link to choose their own password.',
    th: 'เพิ่มบัญชีพนักงานด้วยการเชิญ: ผู้รับจะได้ลิงก์สำหรับตั้งรหัสผ่านเอง',
  },
} as const;

export type WordKey = keyof typeof words;

export function word(language: unknown, key: WordKey, vars: Record<string, string> = {}): string {
  const template: string = words[key][staffLanguage(language)];
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => vars[name] ?? match);
}
