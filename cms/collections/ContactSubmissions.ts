import type { CollectionConfig } from 'payload';

import { isAdminField } from '@/cms/access';
import { exportLeadsEndpoint } from '@/cms/collections/leads/export-endpoint';
import { attributionFields, reviewFields, salesFields } from '@/cms/collections/leads/fields';
import { refuseFinalFieldChanges } from '@/cms/collections/leads/final-fields';
import { recordLeadDeletion } from '@/cms/collections/leads/LeadDeletions';
import { deliveryLabels, optionsOf } from '@/cms/collections/leads/options';
import { resendOnPending } from '@/cms/collections/leads/resend-on-pending';
import { recordSalesChanges } from '@/cms/collections/leads/sales-log';
import { leadsAccess } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';
import { localeNames, locales } from '@/i18n/locales';

/** Delivery bookkeeping of the retry job: in the document for admins, never a list column or filter. */
const internal = { disableListColumn: true, disableListFilter: true } as const;

/**
 * Leads: contact-back form submissions (and the calculator's and the legacy API's), stored before the mail is
 * sent so none is lost. Nobody creates them through REST: the app does, via the Local API with overrideAccess.
 * What the visitor wrote and where the lead came from are final (leads/final-fields.ts); the sales team moves
 * a lead through its sales status, with every change logged on it (leads/sales-log.ts). Admin and support read
 * and update leads and export a filtered list as CSV (leads/export-endpoint.ts); only admins delete, and every
 * deletion is recorded (leads/LeadDeletions.ts). Old leads are anonymised (cms/jobs/lead-retention.ts).
 */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: l('Lead', 'ลีด (ผู้ติดต่อ)'), plural: l('Leads', 'ลีด (ผู้ติดต่อ)') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'name', 'email', 'salesStatus', 'channel', 'utmCampaign', 'assigneeName', 'status'],
    listSearchableFields: ['email', 'name', 'phone', 'utmCampaign'],
    description: l(
      'Leads from the website. Filter by sales status, channel, campaign or date, then export the list as CSV from the list menu (⋮). Mail delivery is retried automatically; to send again now, set the delivery status to Pending.',
      'ลีดจากเว็บไซต์ กรองตามสถานะการขาย ช่องทาง แคมเปญ หรือวันที่ แล้วส่งออกเป็น CSV ได้จากเมนูของรายการ (⋮) ระบบจะส่งอีเมลซ้ำอัตโนมัติ หากต้องการส่งใหม่ทันที ให้ตั้งสถานะการส่งเป็น "รอส่ง"',
    ),
    components: { listMenuItems: ['/cms/collections/leads/ExportCsvMenuItem#ExportCsvMenuItem'] },
  },
  defaultSort: '-createdAt',
  access: leadsAccess,
  endpoints: [exportLeadsEndpoint],
  hooks: {
    beforeValidate: [refuseFinalFieldChanges],
    beforeChange: [recordSalesChanges, resendOnPending],
    afterDelete: [recordLeadDeletion],
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'name',
          label: l('Name', 'ชื่อ'),
          type: 'text',
          required: true,
          maxLength: 200,
          admin: { readOnly: true },
        },
        { name: 'email', label: l('E-mail', 'อีเมล'), type: 'email', required: true, admin: { readOnly: true } },
        {
          name: 'phone',
          label: l('Phone', 'โทรศัพท์'),
          type: 'text',
          required: true,
          maxLength: 20,
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'service',
      label: l('Service of interest', 'บริการที่สนใจ'),
      type: 'text',
      required: true,
      maxLength: 200,
      admin: { readOnly: true },
    },
    {
      name: 'message',
      label: l('Message', 'ข้อความ'),
      type: 'textarea',
      required: true,
      maxLength: 5000,
      admin: { readOnly: true },
    },
    {
      name: 'locale',
      label: l('Site language', 'ภาษาของเว็บ'),
      type: 'select',
      options: locales.map((code) => ({ label: localeNames[code], value: code })),
      admin: { position: 'sidebar', readOnly: true },
    },
    ...attributionFields,
    ...salesFields,
    ...reviewFields,
    {
      name: 'status',
      label: l('Mail delivery', 'สถานะการส่งอีเมล'),
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: optionsOf(deliveryLabels),
      admin: { position: 'sidebar' },
    },
    {
      name: 'attempts',
      label: l('Delivery attempts', 'จำนวนครั้งที่ส่ง'),
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar', readOnly: true, ...internal },
    },
    {
      name: 'deliveredAt',
      label: l('Delivered at', 'ส่งสำเร็จเมื่อ'),
      type: 'date',
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'lastError',
      label: l('Last delivery error', 'ข้อผิดพลาดล่าสุดในการส่ง'),
      type: 'textarea',
      admin: { readOnly: true, ...internal },
    },
    // Delivery bookkeeping of lib/contact (retry job): when the next attempt is due, and who holds the claim.
    {
      name: 'nextAttemptAt',
      label: l('Next attempt', 'ส่งครั้งถัดไป'),
      type: 'date',
      index: true,
      access: { read: isAdminField },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: l(
          'Pending and empty = due now; failed and empty = no more automatic attempts',
          'รอส่งและว่าง = ส่งทันที; ส่งไม่สำเร็จและว่าง = หยุดส่งซ้ำอัตโนมัติ',
        ),
        ...internal,
      },
    },
    {
      name: 'claimToken',
      label: l('Delivery claim', 'การจองการส่ง'),
      type: 'text',
      access: { read: isAdminField, create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, ...internal },
    },
    {
      name: 'claimedAt',
      label: l('Claimed at', 'จองเมื่อ'),
      type: 'date',
      access: { read: isAdminField, create: () => false, update: () => false },
      admin: { position: 'sidebar', readOnly: true, ...internal },
    },
  ],
};
