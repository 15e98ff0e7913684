import type { Field, FieldAccess } from 'payload';

import {
  entryPointLabels,
  loggedFieldLabels,
  optionsOf,
  reviewLabels,
  salesStatusLabels,
} from '@/cms/collections/leads/options';
import { l } from '@/cms/collections/shared/labels';

const nobody: FieldAccess = () => false;
/** Written by the server only (hooks, Local API with overrideAccess); read-only everywhere else. */
const systemOnly = { create: nobody, update: nobody };
const text = (name: string, label: { en: string; th: string }, index = false): Field => ({
  name,
  label,
  type: 'text',
  maxLength: 100,
  ...(index ? { index: true } : {}),
  admin: { readOnly: true },
});

/** Where the lead came from (lib/contact/attribution.ts): final once stored (./final-fields.ts). */
export const attributionFields: Field[] = [
  {
    type: 'collapsible',
    label: l('Where the lead came from', 'ที่มาของลีด'),
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'entryPoint',
            label: l('Sent from', 'ส่งจาก'),
            type: 'select',
            options: optionsOf(entryPointLabels),
            admin: { readOnly: true },
          },
          text('channel', l('Channel', 'ช่องทาง'), true),
          text('utmCampaign', l('Campaign (utm_campaign)', 'แคมเปญ (utm_campaign)'), true),
        ],
      },
      {
        type: 'row',
        fields: [
          text('utmSource', l('Source (utm_source)', 'แหล่งที่มา (utm_source)')),
          text('utmMedium', l('Medium (utm_medium)', 'สื่อ (utm_medium)')),
          text('utmTerm', l('Term (utm_term)', 'คำค้น (utm_term)')),
          text('utmContent', l('Content (utm_content)', 'เนื้อหา (utm_content)')),
        ],
      },
      {
        type: 'row',
        fields: [
          text('landingPage', l('Landing page of the visit', 'หน้าแรกที่เข้าชม')),
          text('formPage', l('Form sent from page', 'หน้าที่ส่งแบบฟอร์ม')),
          text('referrerHost', l('Referring site', 'เว็บไซต์ที่อ้างอิงมา')),
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'quoteCredits',
            label: l('Quote: credits', 'ใบเสนอราคา: เครดิต'),
            type: 'number',
            admin: { readOnly: true },
          },
          {
            name: 'quotePricePerMessage',
            label: l('Quote: baht per message', 'ใบเสนอราคา: บาทต่อข้อความ'),
            type: 'number',
            admin: { readOnly: true },
          },
          {
            name: 'quoteTotal',
            label: l('Quote: total (baht)', 'ใบเสนอราคา: รวม (บาท)'),
            type: 'number',
            admin: { readOnly: true },
          },
        ],
      },
    ],
  },
];

/** The sales team's work on a lead: status, assignee, notes, and the log of their changes (./sales-log.ts). */
export const salesFields: Field[] = [
  {
    name: 'salesStatus',
    label: l('Sales status', 'สถานะการขาย'),
    type: 'select',
    required: true,
    defaultValue: 'new',
    index: true,
    options: optionsOf(salesStatusLabels),
    admin: { position: 'sidebar' },
  },
  {
    name: 'assignee',
    label: l('Assignee', 'ผู้รับผิดชอบ'),
    type: 'relationship',
    relationTo: 'users',
    // Staff who may work on leads. Support staff see only their own account here (they cannot list users).
    filterOptions: { roles: { in: ['admin', 'support'] } },
    admin: { position: 'sidebar' },
  },
  {
    name: 'assigneeName',
    label: l('Assigned to', 'มอบหมายให้'),
    type: 'text',
    access: systemOnly,
    admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.assigneeName) },
  },
  { name: 'salesNotes', label: l('Sales notes', 'บันทึกการขาย'), type: 'textarea', maxLength: 5000 },
  {
    name: 'salesLog',
    label: l('History of sales changes', 'ประวัติการเปลี่ยนแปลงการขาย'),
    type: 'array',
    access: systemOnly,
    admin: {
      readOnly: true,
      components: { Field: '/cms/collections/leads/SalesLogField#SalesLogField' },
    },
    fields: [
      { name: 'at', type: 'date', required: true },
      { name: 'user', type: 'relationship', relationTo: 'users' },
      { name: 'userName', type: 'text' },
      { name: 'field', type: 'select', options: optionsOf(loggedFieldLabels), required: true },
      { name: 'from', type: 'text' },
      { name: 'to', type: 'text' },
    ],
  },
];

/** Flags of the spam heuristics and the retention job: set by the server only. */
export const reviewFields: Field[] = [
  {
    name: 'reviewReason',
    label: l('Flagged for review', 'ต้องตรวจสอบ'),
    type: 'select',
    index: true,
    options: optionsOf(reviewLabels),
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: l(
        'Kept, not dropped. A lead held for review is mailed once you set its delivery status to Pending.',
        'เก็บไว้ ไม่ได้ทิ้ง หากถูกพักไว้ ระบบจะส่งอีเมลเมื่อตั้งสถานะการส่งเป็น "รอส่ง"',
      ),
    },
  },
  {
    name: 'anonymisedAt',
    label: l('Anonymised at', 'ลบข้อมูลส่วนบุคคลเมื่อ'),
    type: 'date',
    admin: { position: 'sidebar', readOnly: true, condition: (data) => Boolean(data?.anonymisedAt) },
  },
];
