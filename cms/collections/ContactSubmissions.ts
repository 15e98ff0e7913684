import type { CollectionConfig } from 'payload';

import { isAdmin, isSupport } from '@/cms/access';
import { l } from '@/cms/collections/shared/labels';
import { localeNames, locales } from '@/i18n/locales';

/** 'sending' = claimed by one delivery attempt (lib/contact/store.ts); 'failed' with nextAttemptAt = retry due. */
const statusLabels = {
  pending: l('Pending', 'รอส่ง'),
  sending: l('Sending', 'กำลังส่ง'),
  sent: l('Sent', 'ส่งแล้ว'),
  failed: l('Failed', 'ส่งไม่สำเร็จ'),
};

/**
 * Contact-back form submissions, stored before the mail is sent so no lead is lost.
 * Nobody creates them through REST: the app does, via the Local API with overrideAccess.
 * Admin and support read and update them (e.g. mark as handled); only admins delete.
 */
export const ContactSubmissions: CollectionConfig = {
  slug: 'contact-submissions',
  labels: { singular: l('Contact submission', 'ข้อความติดต่อ'), plural: l('Contact submissions', 'ข้อความติดต่อ') },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['createdAt', 'name', 'email', 'service', 'status', 'attempts', 'lastError'],
    description: l(
      'Delivery is retried automatically with growing delays. To send again now: set status to Pending and clear "Next attempt".',
      'ระบบจะส่งซ้ำอัตโนมัติโดยเว้นระยะนานขึ้นเรื่อย ๆ หากต้องการส่งใหม่ทันที ให้ตั้งสถานะเป็น "รอส่ง" และล้างช่อง "ส่งครั้งถัดไป"',
    ),
  },
  defaultSort: '-createdAt',
  access: { create: () => false, read: isSupport, update: isSupport, delete: isAdmin },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', label: l('Name', 'ชื่อ'), type: 'text', required: true, maxLength: 200 },
        { name: 'email', label: l('E-mail', 'อีเมล'), type: 'email', required: true },
        { name: 'phone', label: l('Phone', 'โทรศัพท์'), type: 'text', required: true, maxLength: 20 },
      ],
    },
    { name: 'service', label: l('Service of interest', 'บริการที่สนใจ'), type: 'text', required: true, maxLength: 200 },
    { name: 'message', label: l('Message', 'ข้อความ'), type: 'textarea', required: true, maxLength: 5000 },
    {
      name: 'locale',
      label: l('Site language', 'ภาษาของเว็บ'),
      type: 'select',
      options: locales.map((code) => ({ label: localeNames[code], value: code })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      label: l('Delivery status', 'สถานะการส่ง'),
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: Object.entries(statusLabels).map(([value, label]) => ({ label, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'attempts',
      label: l('Attempts', 'จำนวนครั้งที่ส่ง'),
      type: 'number',
      defaultValue: 0,
      min: 0,
      admin: { position: 'sidebar' },
    },
    {
      name: 'deliveredAt',
      label: l('Delivered at', 'ส่งสำเร็จเมื่อ'),
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastError', label: l('Last error', 'ข้อผิดพลาดล่าสุด'), type: 'textarea', admin: { readOnly: true } },
    // Delivery bookkeeping of lib/contact (retry job): when the next attempt is due, and who holds the claim.
    {
      name: 'nextAttemptAt',
      label: l('Next attempt', 'ส่งครั้งถัดไป'),
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: l(
          'Pending and empty = due now; failed and empty = no more automatic attempts',
          'รอส่งและว่าง = ส่งทันที; ส่งไม่สำเร็จและว่าง = หยุดส่งซ้ำอัตโนมัติ',
        ),
      },
    },
    { name: 'claimToken', type: 'text', admin: { hidden: true } },
    { name: 'claimedAt', type: 'date', admin: { hidden: true } },
  ],
};
