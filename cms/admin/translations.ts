/**
 * Texts of the project's own admin components, in the two admin languages. Payload merges them into
 * its i18n (`i18n.translations`); components read them with `t('custom:<key>')`.
 */
export const adminTranslations = {
  en: {
    custom: {
      dashboardTitle: 'Publishing and leads',
      liveSite: 'Open the live site',
      scheduled: 'Scheduled publishing',
      noneScheduled: 'Nothing is scheduled.',
      schedulePublish: 'Publish',
      scheduleUnpublish: 'Unpublish',
      recentSubmissions: 'Recent contact submissions',
      noSubmissions: 'No submissions yet.',
      allSubmissions: 'All submissions',
      statusPending: 'Pending',
      statusSending: 'Sending',
      statusSent: 'Sent',
      statusFailed: 'Failed',
      statusHeld: 'Held for review',
      translations: 'Translations',
      missingTranslations: 'Missing: {{locales}}',
      allTranslated: 'All languages',
      rememberMe: 'Remember me (30 days)',
    },
  },
  th: {
    custom: {
      dashboardTitle: 'การเผยแพร่และผู้ติดต่อ',
      liveSite: 'เปิดเว็บไซต์จริง',
      scheduled: 'รายการที่ตั้งเวลาเผยแพร่',
      noneScheduled: 'ยังไม่มีรายการที่ตั้งเวลาไว้',
      schedulePublish: 'เผยแพร่',
      scheduleUnpublish: 'ยกเลิกการเผยแพร่',
      recentSubmissions: 'ข้อความติดต่อล่าสุด',
      noSubmissions: 'ยังไม่มีข้อความติดต่อ',
      allSubmissions: 'ดูข้อความติดต่อทั้งหมด',
      statusPending: 'รอส่ง',
      statusSending: 'กำลังส่ง',
      statusSent: 'ส่งแล้ว',
      statusFailed: 'ส่งไม่สำเร็จ',
      statusHeld: 'รอตรวจสอบก่อนส่ง',
      translations: 'คำแปล',
      missingTranslations: 'ยังไม่มีคำแปล: {{locales}}',
      allTranslated: 'ครบทุกภาษา',
      rememberMe: 'จดจำการเข้าสู่ระบบ (30 วัน)',
    },
  },
} as const;

export type AdminTextKey = keyof (typeof adminTranslations)['en']['custom'];

/** `t` of Payload's i18n for the project's own keys (Payload's types list only its own keys). */
export function adminText(
  i18n: { t: (key: never, vars?: Record<string, unknown>) => string },
  key: AdminTextKey,
  vars?: Record<string, unknown>,
): string {
  return i18n.t(`custom:${key}` as never, vars);
}
