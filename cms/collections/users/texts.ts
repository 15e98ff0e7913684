/**
 * Words of staff accounts (sign-in, second factor, reset and invitation mail, the admin's panels) in the
 * two admin languages. Server answers use the language of the request (Payload's `req.i18n`), mails the
 * language of the staff member (their `language` field), admin components Payload's `i18n.language`.
 */
export type StaffLanguage = 'en' | 'th';

export function staffLanguage(value: unknown): StaffLanguage {
  return value === 'en' ? 'en' : 'th';
}

const texts = {
  signInFailed: {
    en: 'The username, e-mail or password is incorrect, or the account is locked for a while after too many attempts. Try again, or ask for a password reset.',
    th: 'ชื่อผู้ใช้ อีเมล หรือรหัสผ่านไม่ถูกต้อง หรือบัญชีถูกล็อกชั่วคราวเพราะลองผิดหลายครั้ง ลองอีกครั้งหรือขอตั้งรหัสผ่านใหม่',
  },
  codeRequired: {
    en: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    th: 'กรอกรหัส 6 หลักจากแอปยืนยันตัวตน หรือรหัสกู้คืนหนึ่งรหัส',
  },
  enrolRequired: {
    en: 'Your role needs a second factor. Scan the QR code with an authenticator app, then enter the code it shows.',
    th: 'บทบาทของคุณต้องใช้การยืนยันตัวตนขั้นที่สอง สแกนคิวอาร์โค้ดด้วยแอปยืนยันตัวตน แล้วกรอกรหัสที่แอปแสดง',
  },
  codeWrong: {
    en: 'The code is not right, or it was already used. Try the next code.',
    th: 'รหัสไม่ถูกต้องหรือถูกใช้ไปแล้ว ลองรหัสถัดไป',
  },
  enrolmentExpired: {
    en: 'This QR code has expired. Sign in again to get a new one.',
    th: 'คิวอาร์โค้ดนี้หมดอายุแล้ว เข้าสู่ระบบใหม่เพื่อรับโค้ดใหม่',
  },
  resetDone: {
    en: 'Your password is set. Sign in with it now.',
    th: 'ตั้งรหัสผ่านเรียบร้อยแล้ว เข้าสู่ระบบด้วยรหัสผ่านใหม่ได้เลย',
  },
  resetTokenInvalid: {
    en: 'This link is not valid: it was already used, it has expired (links last one hour), or a newer one was sent. Ask for a new link on the sign-in page ("Forgot password").',
    th: 'ลิงก์นี้ใช้ไม่ได้ เพราะถูกใช้ไปแล้ว หมดอายุ (ลิงก์มีอายุหนึ่งชั่วโมง) หรือมีการส่งลิงก์ใหม่กว่า ขอรับลิงก์ใหม่ได้ที่หน้าเข้าสู่ระบบ ("ลืมรหัสผ่าน")',
  },
  resetTokenOtherAccount: {
    en: 'This link belongs to another account.',
    th: 'ลิงก์นี้เป็นของบัญชีอื่น',
  },
  forgotAnswer: {
    en: 'If an account has this username or e-mail, a link to set a new password is on its way to its e-mail address. The link works once, for one hour.',
    th: 'หากมีบัญชีที่ใช้ชื่อผู้ใช้หรืออีเมลนี้ ระบบจะส่งลิงก์ตั้งรหัสผ่านใหม่ไปยังอีเมลของบัญชีนั้น ลิงก์ใช้ได้ครั้งเดียวภายในหนึ่งชั่วโมง',
  },
  loginRequired: {
    en: 'Enter your username or e-mail.',
    th: 'กรอกชื่อผู้ใช้หรืออีเมล',
  },
  ownPasswordOnly: {
    en: 'Staff choose their own passwords: ask them to use "Forgot password" on the sign-in page.',
    th: 'พนักงานต้องตั้งรหัสผ่านเอง ให้ใช้ "ลืมรหัสผ่าน" ที่หน้าเข้าสู่ระบบ',
  },
  inviteOnly: {
    en: 'Staff accounts are added by invitation (Staff → Invitations), so that each person chooses their own password.',
    th: 'เพิ่มบัญชีพนักงานด้วยการเชิญ (พนักงาน → คำเชิญ) เพื่อให้แต่ละคนตั้งรหัสผ่านเอง',
  },
  lastAdmin: {
    en: 'At least one administrator must remain.',
    th: 'ต้องมีผู้ดูแลระบบอย่างน้อยหนึ่งคน',
  },
  secondFactorRequiredByRole: {
    en: 'Your role needs a second factor; it cannot be turned off.',
    th: 'บทบาทของคุณต้องใช้การยืนยันตัวตนขั้นที่สอง จึงปิดไม่ได้',
  },
  notEnrolled: {
    en: 'There is no second factor on this account yet.',
    th: 'บัญชีนี้ยังไม่ได้ตั้งค่าการยืนยันตัวตนขั้นที่สอง',
  },
  signInRequired: {
    en: 'Sign in first.',
    th: 'กรุณาเข้าสู่ระบบก่อน',
  },
  adminsOnly: {
    en: 'Only administrators can do this.',
    th: 'เฉพาะผู้ดูแลระบบเท่านั้นที่ทำได้',
  },
  alreadyRegistered: {
    en: 'An account with this username or e-mail already exists.',
    th: 'มีบัญชีที่ใช้ชื่อผู้ใช้หรืออีเมลนี้อยู่แล้ว',
  },
  // ---- mail
  resetSubject: { en: 'Set a new password for SabaiSMS admin', th: 'ตั้งรหัสผ่านใหม่สำหรับระบบจัดการ SabaiSMS' },
  resetGreeting: { en: 'Hello {{name}},', th: 'สวัสดีคุณ {{name}}' },
  resetBody: {
    en: 'Someone (we hope you) asked to set a new password for your SabaiSMS admin account "{{username}}". Open this link to choose it. It works once, for one hour:',
    th: 'มีการขอตั้งรหัสผ่านใหม่สำหรับบัญชีระบบจัดการ SabaiSMS "{{username}}" ของคุณ เปิดลิงก์นี้เพื่อตั้งรหัสผ่าน ลิงก์ใช้ได้ครั้งเดียวภายในหนึ่งชั่วโมง:',
  },
  resetIgnore: {
    en: 'If you did not ask for this, ignore this mail: your password stays as it is.',
    th: 'หากคุณไม่ได้ขอ ไม่ต้องทำอะไร รหัสผ่านเดิมของคุณยังใช้ได้ตามเดิม',
  },
  inviteSubject: { en: 'You are invited to the SabaiSMS admin', th: 'คำเชิญเข้าใช้ระบบจัดการ SabaiSMS' },
  inviteBody: {
    en: '{{inviter}} added you to the SabaiSMS admin as {{role}}. Your username is "{{username}}". Open this link to choose your password (it works once, for {{days}} days):',
    th: '{{inviter}} เพิ่มคุณเข้าสู่ระบบจัดการ SabaiSMS ในบทบาท{{role}} ชื่อผู้ใช้ของคุณคือ "{{username}}" เปิดลิงก์นี้เพื่อตั้งรหัสผ่าน (ใช้ได้ครั้งเดียวภายใน {{days}} วัน):',
  },
  inviteAfter: {
    en: 'Then sign in at {{url}}. If the link has expired, use "Forgot password" there.',
    th: 'จากนั้นเข้าสู่ระบบที่ {{url}} หากลิงก์หมดอายุ ใช้ "ลืมรหัสผ่าน" ที่หน้านั้น',
  },
  mailSignature: { en: 'SabaiSMS website', th: 'เว็บไซต์ SabaiSMS' },
} as const;

export type StaffTextKey = keyof typeof texts;

export function staffText(language: unknown, key: StaffTextKey, vars: Record<string, string | number> = {}): string {
  const template: string = texts[key][staffLanguage(language)];
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
