import type { CollectionConfig } from 'payload';

import { translationStatusField } from '@/cms/admin/translation-status-field';
import { textField, textareaField } from '@/cms/collections/pages/fields';
import { PAGES_GROUP } from '@/cms/collections/pages/page-labels';
import { hiddenFromSupportOnly, publishedContent } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';
import { slugFromEnglish } from '@/cms/collections/shared/slug';
import { slugField } from '@/cms/collections/shared/validators';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { changeTags } from '@/lib/content/tags';
import { FAQ_GROUPS, type FaqGroup } from '@/lib/page-keys';

const groupLabels: Record<FaqGroup, { en: string; th: string }> = {
  general: l('General', 'ทั่วไป'),
  prices: l('Prices and credits', 'ราคาและเครดิต'),
  sending: l('Sending', 'การส่งข้อความ'),
  payment: l('Payment and taxes', 'การชำระเงินและภาษี'),
  accounts: l('Accounts', 'บัญชีผู้ใช้'),
};

/**
 * The questions and answers of the FAQ page (issue 25), which also make its FAQPage structured data
 * and are found by the site search. Shown by group, then by order (lowest first); while only one
 * group is in use the page is one plain list, as it always was.
 */
export const FaqEntries: CollectionConfig = {
  slug: 'faq-entries',
  labels: { singular: l('FAQ entry', 'คำถามที่พบบ่อย'), plural: l('FAQ', 'คำถามที่พบบ่อย') },
  admin: {
    group: PAGES_GROUP,
    useAsTitle: 'question',
    defaultColumns: ['question', 'group', 'order', '_status', 'translationStatus'],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('faq-entries'),
  },
  defaultSort: 'order',
  access: publishedContent,
  ...publishing({ schedule: true }, changeTags['faq-entries']),
  fields: [
    textField('question', l('Question', 'คำถาม')),
    textareaField('answer', l('Answer', 'คำตอบ')),
    {
      type: 'row',
      fields: [
        {
          name: 'group',
          label: l('Group', 'กลุ่ม'),
          type: 'select',
          required: true,
          defaultValue: 'general',
          options: FAQ_GROUPS.map((value) => ({ label: groupLabels[value], value })),
        },
        {
          name: 'order',
          label: l('Order', 'ลำดับ'),
          type: 'number',
          required: true,
          defaultValue: 100,
          index: true,
          admin: { description: l('Lowest first, within its group.', 'น้อยไปมาก ภายในกลุ่มเดียวกัน') },
        },
      ],
    },
    {
      name: 'anchor',
      label: l('Anchor (URL)', 'จุดยึด (URL)'),
      type: 'text',
      required: true,
      unique: true,
      validate: slugField,
      hooks: { beforeValidate: [slugFromEnglish('question', 'question')] },
      admin: {
        position: 'sidebar',
        description: l(
          '/faq#faq-<anchor> in every language. Left empty, it is made from the English question.',
          '/faq#faq-<anchor> ทุกภาษา ถ้าเว้นว่างจะสร้างจากคำถามภาษาอังกฤษ',
        ),
      },
    },
    savedByField,
    translationStatusField(),
  ],
};
