/**
 * The mail staff receive for one submission: subject "[<site name>] User submit form" (spec §7), a text part
 * and an HTML part listing name, e-mail, phone, service and message, and next to them where the lead came
 * from (channel, campaign, landing page, form page, referrer), the calculator's quote and any review flag.
 * Every value is HTML-escaped in the HTML part; header values never carry CR/LF; the visitor's address
 * appears only in Reply-To, never in From or To.
 */
import en from '@/messages/en/contact.json';
import th from '@/messages/th/contact.json';
import type { Attribution } from '@/lib/contact/attribution';
import type { ServiceKey } from '@/lib/contact/fields';
import { escapeHtml } from '@/lib/format/html';

export type SubmissionForMail = Partial<Attribution> & {
  id: string | number;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  locale?: string | null;
  createdAt: string;
  entryPoint?: string | null;
  quoteCredits?: number | null;
  quotePricePerMessage?: number | null;
  quoteTotal?: number | null;
  reviewReason?: string | null;
};

export type ContactMail = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  /** The same on every attempt for one lead (see leadMessageId). */
  messageId: string;
};

/** "Name <address>" or "address" (MAIL_FROM) → its parts: Payload's mail adapters want them apart. */
export function splitSender(from: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return match ? { name: match[1]!.trim(), address: match[2]!.trim() } : { name: '', address: from.trim() };
}

/** For header values: line breaks and other control characters become spaces. */
export function headerSafe(value: string): string {
  return value
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Staff read Thai first: "ต้องการให้ฝ่ายขายติดต่อกลับ (I want the sales team to contact me back)". */
export function serviceLabel(key: ServiceKey): string {
  return `${th.Contact.services[key]} (${en.Contact.services[key]})`;
}

export function contactSubject(siteName: string): string {
  return `[${headerSafe(siteName) || 'Website'}] User submit form`;
}

/**
 * A Message-ID that is the same on every attempt to send one thing (a lead, a queued staff mail):
 * `<{kind}-{id}.{creation ms}@{domain of the sender}>`. The creation time is part of it, so a database
 * rebuilt from empty, whose ids start again at 1, never gives a new mail an id a mailbox already holds.
 */
export function stableMessageId(kind: string, id: string | number, createdAt: string, from: string): string {
  const created = new Date(createdAt).getTime();
  const { address } = splitSender(headerSafe(from));
  const at = address.lastIndexOf('@');
  const senderDomain = at < 0 ? '' : address.slice(at + 1);
  const domain = /^[A-Za-z0-9.-]+$/.test(senderDomain) ? senderDomain : 'localhost';
  const local = `${kind}-${String(id).replace(/[^A-Za-z0-9-]/g, '')}.${Number.isNaN(created) ? 0 : created}`;
  return `<${local}@${domain}>`;
}

/**
 * One Message-ID per lead, the same on every attempt. Delivery is at least once: an instance stopped after
 * the mail server accepted a lead but before the database recorded it leaves the claim to be taken over and
 * the lead is sent again. Mail systems file a message whose Message-ID they already hold as the same message
 * (Gmail drops it), so staff see one mail.
 */
export function leadMessageId(submission: Pick<SubmissionForMail, 'id' | 'createdAt'>, from: string): string {
  return stableMessageId('lead', submission.id, submission.createdAt, from);
}

function bangkokTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(
    date,
  );
}

const REVIEW_NOTES: Record<string, string> = {
  tooFast: 'ส่งเร็วมากหลังเปิดหน้า อาจเป็นการกรอกอัตโนมัติหรือบอท / Sent very soon after the page loaded: autofill or a bot',
  honeypot: 'มีการกรอกช่องกันสแปมที่ซ่อนไว้ / The hidden anti-spam field was filled: likely a bot',
};

const NOT_RECORDED = '—';
const baht = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** Where the lead came from, as label/value rows (every value is visitor-controlled text). */
function attributionRows(submission: SubmissionForMail): Array<[string, string]> {
  const utm = [
    ['source', submission.utmSource],
    ['medium', submission.utmMedium],
    ['term', submission.utmTerm],
    ['content', submission.utmContent],
  ]
    .filter(([, value]) => value)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');
  const rows: Array<[string, string]> = [
    ['ช่องทาง / Channel', submission.channel || NOT_RECORDED],
    ['แคมเปญ / Campaign', (submission.utmCampaign || NOT_RECORDED) + (utm ? ` (${utm})` : '')],
    ['หน้าแรกที่เข้าชม / Landing page', submission.landingPage || NOT_RECORDED],
    ['หน้าที่ส่งแบบฟอร์ม / Form page', submission.formPage || NOT_RECORDED],
    ['เว็บไซต์ที่อ้างอิงมา / Referrer', submission.referrerHost || NOT_RECORDED],
  ];
  if (submission.entryPoint === 'calculator' && submission.quoteCredits) {
    rows.push([
      'ใบเสนอราคา / Calculator quote',
      `${baht.format(submission.quoteCredits)} credits × ${baht.format(submission.quotePricePerMessage ?? 0)} THB = ${baht.format(submission.quoteTotal ?? 0)} THB (excl. VAT)`,
    ]);
  }
  if (submission.reviewReason)
    rows.push(['ต้องตรวจสอบ / Review', REVIEW_NOTES[submission.reviewReason] ?? submission.reviewReason]);
  return rows;
}

export function buildContactMail(
  submission: SubmissionForMail,
  context: { from: string; to: string; siteName: string },
): ContactMail {
  const rows: Array<[string, string]> = [
    ['ชื่อ / Name', submission.name],
    ['อีเมล / E-mail', submission.email],
    ['โทรศัพท์ / Phone', submission.phone],
    ['บริการที่สนใจ / Service', submission.service],
    ['ภาษาของเว็บ / Site language', submission.locale ?? ''],
    ['เวลา / Time (Asia/Bangkok)', bangkokTime(submission.createdAt)],
    ...attributionRows(submission),
  ];
  const subject = contactSubject(context.siteName);
  const text = [
    subject,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'ข้อความ / Message:',
    submission.message,
    '',
    `#${submission.id}`,
  ].join('\n');
  const cell = 'padding:6px 12px;border:1px solid #dde3f0;text-align:left;vertical-align:top';
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;color:#0f1b3d">',
    `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
    '<table style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th style="${cell}">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    '<h2 style="font-size:16px">ข้อความ / Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`,
    `<p style="color:#4a5675;font-size:12px">#${escapeHtml(String(submission.id))}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    from: headerSafe(context.from),
    to: headerSafe(context.to),
    replyTo: headerSafe(submission.email),
    subject,
    text,
    html,
    messageId: leadMessageId(submission, context.from),
  };
}
