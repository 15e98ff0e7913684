import type { CollectionConfig } from 'payload';

import { translationStatusField } from '@/cms/admin/translation-status-field';
import { fixedPageAccess } from '@/cms/collections/pages/access';
import { seoTab, textField, textareaField } from '@/cms/collections/pages/fields';
import { fixedPageAdmin, pageKeyField, publicNameField } from '@/cms/collections/pages/page-labels';
import { pageRichTextField } from '@/cms/collections/pages/rich-text';
import { l } from '@/cms/collections/shared/labels';
import { publishing, savedByField } from '@/cms/publishing';
import { changeTags } from '@/lib/content/tags';
import { LEGAL_PAGES } from '@/lib/page-keys';

/**
 * The privacy policy, the terms and the cookie policy (issue 25): rich text whose H2 headings make
 * the page's table of contents, and a "last updated" date visitors see. Every version is kept (no
 * cap, unlike other content): together with "Last saved by", the versions are the record of what
 * the site said, and when.
 */
export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: l('Legal page', 'หน้านโยบายและข้อกำหนด'), plural: l('Legal pages', 'หน้านโยบายและข้อกำหนด') },
  admin: fixedPageAdmin('legal-pages', {
    defaultColumns: ['key', 'publicName', 'lastUpdated', '_status', 'translationStatus'],
    description: l(
      'Policy, terms and cookies. Every published version is kept as the record of what the site said.',
      'นโยบาย ข้อกำหนด และคุกกี้ ทุกฉบับที่เผยแพร่จะถูกเก็บไว้เป็นหลักฐานของสิ่งที่เว็บไซต์แสดง',
    ),
  }),
  defaultSort: 'createdAt',
  access: fixedPageAccess,
  ...publishing({ schedule: true, keepEveryVersion: true }, changeTags['legal-pages']),
  fields: [
    pageKeyField(LEGAL_PAGES),
    publicNameField,
    {
      type: 'tabs',
      tabs: [
        {
          label: l('Page', 'หน้าเว็บ'),
          fields: [
            textField('title', l('Page name', 'ชื่อหน้า')),
            textField('heading', l('Main heading (H1)', 'หัวข้อหลัก (H1)')),
            textareaField('lead', l('Introduction', 'คำนำ')),
            {
              name: 'lastUpdated',
              label: l('Last updated', 'ปรับปรุงล่าสุด'),
              type: 'date',
              required: true,
              admin: {
                date: { pickerAppearance: 'dayOnly' },
                description: l(
                  'Shown to visitors. Change it when the text changes in substance.',
                  'แสดงให้ผู้เข้าชมเห็น เปลี่ยนเมื่อเนื้อหามีสาระเปลี่ยนไป',
                ),
              },
            },
            {
              ...pageRichTextField('body', l('Text', 'เนื้อหา')),
              admin: {
                description: l(
                  'H2 headings make the table of contents. {months} shows how long contact requests are kept (the LEAD_RETENTION_MONTHS setting).',
                  'หัวข้อ H2 จะเป็นสารบัญ {months} คือจำนวนเดือนที่เก็บคำขอติดต่อ (ค่า LEAD_RETENTION_MONTHS)',
                ),
              },
            },
          ],
        },
        seoTab(),
      ],
    },
    savedByField,
    translationStatusField(),
  ],
};
