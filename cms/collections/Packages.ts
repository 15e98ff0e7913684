import type { CollectionConfig } from 'payload';

import { editorWrites, hiddenFromSupportOnly, readActiveOrEditor } from '@/cms/collections/shared/access';
import { isActiveField } from '@/cms/collections/shared/fields';
import { l } from '@/cms/collections/shared/labels';
import { positiveInteger } from '@/cms/collections/shared/validators';
import { pricePerMessageField } from '@/cms/collections/packages/price-per-message';
import { translationStatusField } from '@/cms/admin/translation-status-field';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { changeTags } from '@/lib/content/tags';

/** SMS credit packages (spec §3 "Package"). Prices in baht, pre-VAT. */
export const Packages: CollectionConfig = {
  slug: 'packages',
  labels: { singular: l('Package', 'แพ็กเกจ'), plural: l('Packages', 'แพ็กเกจ') },
  admin: {
    useAsTitle: 'packageName',
    defaultColumns: [
      'packageName',
      'price',
      'credit',
      'pricePerMessage',
      'isActive',
      'displayHomePage',
      'sortOrder',
      'translationStatus',
    ],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('packages'),
  },
  defaultSort: 'sortOrder',
  access: { read: readActiveOrEditor, ...editorWrites },
  ...publishing({ schedule: true }, changeTags.packages),
  fields: [
    { name: 'packageName', label: l('Package name', 'ชื่อแพ็กเกจ'), type: 'text', required: true, localized: true },
    {
      name: 'appPackageId',
      label: l('Package id in the customer app', 'รหัสแพ็กเกจในระบบลูกค้า'),
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: l('Sent as package_id to the checkout', 'ส่งเป็น package_id ไปยังหน้าชำระเงิน') },
    },
    {
      type: 'row',
      fields: [
        { name: 'price', label: l('Price (baht)', 'ราคา (บาท)'), type: 'number', required: true, min: 0 },
        { name: 'credit', label: l('Credits', 'เครดิต'), type: 'number', required: true, validate: positiveInteger },
        pricePerMessageField(),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'serviceLife',
          label: l('Service life', 'อายุการใช้งาน'),
          type: 'number',
          required: true,
          defaultValue: 1,
          min: 1,
        },
        {
          name: 'serviceLifeUnit',
          label: l('Unit', 'หน่วย'),
          type: 'select',
          required: true,
          defaultValue: 'years',
          options: [
            { label: l('Years', 'ปี'), value: 'years' },
            { label: l('Months', 'เดือน'), value: 'months' },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'totalUrls',
          label: l('Tracked URLs included', 'จำนวน URL ที่ได้รับ'),
          type: 'number',
          defaultValue: 0,
          min: 0,
        },
        {
          name: 'freeUrlTracking',
          label: l('Free URL tracking', 'URL Tracking ฟรี'),
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    {
      name: 'sortOrder',
      label: l('Sort order', 'ลำดับ'),
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar' },
    },
    isActiveField({ sidebar: true }),
    {
      name: 'isPopular',
      label: l('Tag: popular', 'ป้าย: ยอดนิยม'),
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'isRecommend',
      label: l('Tag: recommended', 'ป้าย: แนะนำ'),
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    {
      name: 'displayHomePage',
      label: l('Show on the home page (max 3)', 'แสดงบนหน้าแรก (สูงสุด 3)'),
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar' },
    },
    savedByField,
    translationStatusField(),
  ],
};
