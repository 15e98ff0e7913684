import { stringify } from 'csv-stringify/sync';

import { entryPointLabels, reviewLabels, salesStatusLabels, deliveryLabels } from '@/cms/collections/leads/options';
import { l } from '@/cms/collections/shared/labels';

/**
 * A list of leads as CSV for a spreadsheet (csv-stringify): UTF-8 with a byte-order mark, so Excel opens Thai
 * as Thai; headers and labels in the admin's language; dates in Bangkok time. Every cell is plain text, and a
 * cell that starts like a formula (= + - @, tab, carriage return) is prefixed with an apostrophe so a
 * spreadsheet shows it instead of running it (csv-stringify's `escape_formulas`).
 */
type Lang = 'en' | 'th';
type Lead = Record<string, unknown>;
type Labels = Record<string, { en: string; th: string }>;

const label = (labels: Labels, lang: Lang) => (value: unknown) =>
  typeof value === 'string' && labels[value] ? labels[value][lang] : String(value ?? '');

const bangkok = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'short',
  timeStyle: 'short',
});
const date = (value: unknown) => (typeof value === 'string' && value ? bangkok.format(new Date(value)) : '');
const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function columns(lang: Lang): Array<[{ en: string; th: string }, keyof Lead & string, (value: unknown) => string]> {
  return [
    [l('Lead number', 'หมายเลขลีด'), 'id', plain],
    [l('Received (Bangkok)', 'วันที่ได้รับ (เวลาไทย)'), 'createdAt', date],
    [l('Name', 'ชื่อ'), 'name', plain],
    [l('E-mail', 'อีเมล'), 'email', plain],
    [l('Phone', 'โทรศัพท์'), 'phone', plain],
    [l('Service of interest', 'บริการที่สนใจ'), 'service', plain],
    [l('Message', 'ข้อความ'), 'message', plain],
    [l('Site language', 'ภาษาของเว็บ'), 'locale', plain],
    [l('Sent from', 'ส่งจาก'), 'entryPoint', label(entryPointLabels, lang)],
    [l('Channel', 'ช่องทาง'), 'channel', plain],
    [l('Campaign', 'แคมเปญ'), 'utmCampaign', plain],
    [l('Source', 'แหล่งที่มา'), 'utmSource', plain],
    [l('Medium', 'สื่อ'), 'utmMedium', plain],
    [l('Term', 'คำค้น'), 'utmTerm', plain],
    [l('Content', 'เนื้อหา'), 'utmContent', plain],
    [l('Landing page', 'หน้าแรกที่เข้าชม'), 'landingPage', plain],
    [l('Form page', 'หน้าที่ส่งแบบฟอร์ม'), 'formPage', plain],
    [l('Referring site', 'เว็บไซต์ที่อ้างอิงมา'), 'referrerHost', plain],
    [l('Quote: credits', 'ใบเสนอราคา: เครดิต'), 'quoteCredits', plain],
    [l('Quote: total (baht)', 'ใบเสนอราคา: รวม (บาท)'), 'quoteTotal', plain],
    [l('Sales status', 'สถานะการขาย'), 'salesStatus', label(salesStatusLabels, lang)],
    [l('Assigned to', 'มอบหมายให้'), 'assigneeName', plain],
    [l('Sales notes', 'บันทึกการขาย'), 'salesNotes', plain],
    [l('Flagged for review', 'ต้องตรวจสอบ'), 'reviewReason', label(reviewLabels, lang)],
    [l('Mail delivery', 'สถานะการส่งอีเมล'), 'status', label(deliveryLabels, lang)],
  ];
}

/** The CSV text (with its byte-order mark) of these leads. */
export function leadsCsv(leads: readonly Lead[], lang: Lang): string {
  const cols = columns(lang);
  return stringify(
    leads.map((lead) => cols.map(([, key, format]) => format(lead[key]))),
    {
      bom: true,
      header: true,
      columns: cols.map(([heading]) => heading[lang]),
      escape_formulas: true,
      record_delimiter: 'windows',
    },
  );
}
