/**
 * The home page's own sections (spec §2), in their order on the page: hero, why pick us,
 * services, advantages, the 3-step guide, the licence box, the free trial, and the headings of the
 * packages, customers and blog sections (whose items come from their own collections).
 */
import type { Field, SelectField, Tab } from 'payload';

import { inAdminLanguage } from '@/cms/collections/pages/admin-language';
import {
  groupField,
  linesField,
  listField,
  sectionImageField,
  textField,
  textareaField,
} from '@/cms/collections/pages/fields';
import { l } from '@/cms/collections/shared/labels';
import { iconPaths } from '@/components/icons/icon-paths';

/** Where the formatted starting price goes in the hero's price line. */
export const PRICE_PLACEHOLDER = '{price}';

const iconField: SelectField = {
  name: 'icon',
  label: l('Icon', 'ไอคอน'),
  type: 'select',
  required: true,
  defaultValue: 'check',
  options: Object.keys(iconPaths).map((name) => ({ label: name, value: name })),
};

const titleAndText = (): Field[] => [
  textField('title', l('Title', 'หัวข้อ')),
  textareaField('text', l('Text', 'ข้อความ')),
];

const heroTab: Tab = {
  name: 'hero',
  label: l('Hero', 'ส่วนแรก (Hero)'),
  fields: [
    textField('eyebrow', l('Line above the heading', 'ข้อความเหนือหัวข้อ')),
    textareaField('lead', l('Lead', 'คำนำ')),
    {
      type: 'row',
      fields: [
        {
          name: 'startingPrice',
          label: l('Starting price per message (baht)', 'ราคาเริ่มต้นต่อข้อความ (บาท)'),
          type: 'number',
          required: true,
          min: 0,
          defaultValue: 0.17,
        },
        textField('priceText', l('Price line', 'ข้อความราคา'), {
          validate: (value: unknown, { req }: { req?: Parameters<typeof inAdminLanguage>[0] }) =>
            typeof value === 'string' && value.split(PRICE_PLACEHOLDER).length === 2
              ? true
              : inAdminLanguage(
                  req,
                  l('Write {price} once where the price goes.', 'ใส่ {price} หนึ่งครั้งตรงตำแหน่งของราคา'),
                ),
          admin: { description: l('{price} shows the starting price, in bold.', '{price} คือราคาเริ่มต้น (ตัวหนา)') },
        }),
      ],
    },
    linesField('points', l('Points', 'จุดเด่น')),
    sectionImageField('image', l('Illustration (tablet and wider)', 'ภาพประกอบ (แท็บเล็ตขึ้นไป)')),
  ],
};

const tabs: Tab[] = [
  heroTab,
  {
    name: 'why',
    label: l('Why pick us', 'ทำไมต้องเรา'),
    fields: [
      textField('title', l('Title', 'หัวข้อ')),
      textareaField('lead', l('Lead', 'คำนำ')),
      listField('items', l('Reasons', 'เหตุผล'), [iconField, ...titleAndText()]),
    ],
  },
  {
    name: 'services',
    label: l('Services', 'บริการ'),
    description: l(
      'The cards are the service pages: their names and summaries.',
      'การ์ดบริการมาจากหน้าบริการแต่ละหน้า: ชื่อและสรุป',
    ),
    fields: [textField('title', l('Title', 'หัวข้อ')), textareaField('lead', l('Lead', 'คำนำ'))],
  },
  {
    name: 'advantages',
    label: l('Advantages', 'ข้อได้เปรียบ'),
    fields: [
      textField('title', l('Title', 'หัวข้อ')),
      listField('items', l('Figures', 'ตัวเลข'), [
        {
          type: 'row',
          fields: [textField('value', l('Figure', 'ตัวเลข')), textField('label', l('Label', 'คำอธิบายสั้น'))],
        },
        textareaField('text', l('Text', 'ข้อความ')),
      ]),
    ],
  },
  {
    name: 'steps',
    label: l('3 steps', '3 ขั้นตอน'),
    fields: [textField('title', l('Title', 'หัวข้อ')), listField('items', l('Steps', 'ขั้นตอน'), titleAndText())],
  },
  {
    name: 'licence',
    label: l('Licence', 'ใบอนุญาต'),
    fields: [textField('badge', l('Badge', 'ป้าย')), ...titleAndText(), sectionImageField('image', l('Picture', 'ภาพ'))],
  },
  {
    name: 'trial',
    label: l('Free trial', 'ทดลองใช้ฟรี'),
    fields: [...titleAndText(), sectionImageField('image', l('Picture', 'ภาพ'))],
  },
  {
    name: 'lists',
    label: l('Packages, customers, blog', 'แพ็กเกจ ลูกค้า บทความ'),
    description: l(
      'Headings of the sections whose items come from packages, customers and blog posts.',
      'หัวข้อของส่วนที่รายการมาจากแพ็กเกจ ลูกค้า และบทความ',
    ),
    fields: [
      groupField('packages', l('Packages', 'แพ็กเกจ'), [
        textField('title', l('Title', 'หัวข้อ')),
        textareaField('lead', l('Lead', 'คำนำ')),
      ]),
      groupField('customers', l('Customers', 'ลูกค้า'), [textField('title', l('Title', 'หัวข้อ'))]),
      groupField('blog', l('Blog', 'บทความ'), [textField('title', l('Title', 'หัวข้อ'))]),
    ],
  },
];

/** The `home` group: one tab per section. */
export const homeFields: Field = {
  name: 'home',
  type: 'group',
  label: false,
  fields: [{ type: 'tabs', tabs }],
};
