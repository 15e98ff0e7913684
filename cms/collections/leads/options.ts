import { l } from '@/cms/collections/shared/labels';

/**
 * The value lists of a lead, with their admin labels. The values are what the database, the REST API and
 * the CSV export hold; the labels follow the admin's language.
 */
export const SALES_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type SalesStatus = (typeof SALES_STATUSES)[number];

export const salesStatusLabels: Record<SalesStatus, { en: string; th: string }> = {
  new: l('New', 'ใหม่'),
  contacted: l('Contacted', 'ติดต่อแล้ว'),
  qualified: l('Qualified', 'มีโอกาสปิดการขาย'),
  won: l('Won', 'ปิดการขายได้'),
  lost: l('Lost', 'ไม่สำเร็จ'),
};

/** Mail delivery. 'sending' = claimed by one attempt (lib/contact/store.ts); 'held' = kept for review, not sent. */
export const deliveryLabels = {
  pending: l('Pending', 'รอส่ง'),
  sending: l('Sending', 'กำลังส่ง'),
  sent: l('Sent', 'ส่งแล้ว'),
  failed: l('Failed', 'ส่งไม่สำเร็จ'),
  held: l('Held for review', 'รอตรวจสอบก่อนส่ง'),
};

/** Why the spam heuristics doubt a lead (lib/contact/submit.ts). */
export const REVIEW_REASONS = ['tooFast', 'honeypot'] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];
export const reviewLabels: Record<ReviewReason, { en: string; th: string }> = {
  tooFast: l('Sent very soon after the page loaded (autofill or a bot)', 'ส่งเร็วมากหลังเปิดหน้า (กรอกอัตโนมัติหรือบอท)'),
  honeypot: l('Hidden anti-spam field filled (likely a bot)', 'มีการกรอกช่องกันสแปมที่ซ่อนไว้ (น่าจะเป็นบอท)'),
};

/** Where the lead was sent from. */
export const ENTRY_POINTS = ['form', 'calculator', 'api'] as const;
export type EntryPoint = (typeof ENTRY_POINTS)[number];
export const entryPointLabels: Record<EntryPoint, { en: string; th: string }> = {
  form: l('Contact form', 'แบบฟอร์มติดต่อ'),
  calculator: l('Package calculator', 'เครื่องคำนวณแพ็กเกจ'),
  api: l('Mail API (/mail/send)', 'API ส่งอีเมล (/mail/send)'),
};

/** What a sales-log entry records a change of. */
export const LOGGED_FIELDS = ['salesStatus', 'assignee', 'salesNotes'] as const;
export type LoggedField = (typeof LOGGED_FIELDS)[number];
export const loggedFieldLabels: Record<LoggedField, { en: string; th: string }> = {
  salesStatus: l('Sales status', 'สถานะการขาย'),
  assignee: l('Assignee', 'ผู้รับผิดชอบ'),
  salesNotes: l('Notes', 'บันทึก'),
};

export const optionsOf = <Value extends string>(labels: Record<Value, { en: string; th: string }>) =>
  (Object.entries(labels) as Array<[Value, { en: string; th: string }]>).map(([value, label]) => ({ label, value }));
