/**
 * The mail staff receive for one submission: subject "[<site name>] User submit form" (spec §7), a text part
 * and an HTML part listing name, e-mail, phone, service and message. Every value is HTML-escaped in the HTML
 * part; header values never carry CR/LF; the visitor's address appears only in Reply-To, never in From or To.
 */
import en from '@/messages/en/contact.json';
import th from '@/messages/th/contact.json';
import type { ServiceKey } from '@/lib/contact/fields';
import { escapeHtml } from '@/lib/format/html';

export type SubmissionForMail = {
  id: string | number;
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  locale?: string | null;
  createdAt: string;
};

export type ContactMail = { from: string; to: string; replyTo: string; subject: string; text: string; html: string };

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

function bangkokTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Bangkok' }).format(
    date,
  );
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
  };
}
