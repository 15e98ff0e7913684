/** Fields of the six service pages, the services parent page and their closing call to action. */
import type { Field } from 'payload';

import { groupField, linesField, listField, textField, textareaField } from '@/cms/collections/pages/fields';
import { l } from '@/cms/collections/shared/labels';

/** A service page: its card summary, features and key facts. */
export const serviceFields: Field = groupField('service', l('Service', 'บริการ'), [
  textareaField('summary', l('Summary (service cards)', 'สรุป (การ์ดบริการ)')),
  textField('featuresTitle', l('Features heading', 'หัวข้อคุณสมบัติ')),
  listField('features', l('Features', 'คุณสมบัติ'), [
    textField('title', l('Title', 'หัวข้อ')),
    textareaField('text', l('Text', 'ข้อความ')),
  ]),
  textField('factsTitle', l('Key facts heading', 'หัวข้อข้อมูลสำคัญ')),
  linesField('facts', l('Key facts', 'ข้อมูลสำคัญ')),
]);

/** The services parent page: key figures and the SMS API section (the service cards are the pages). */
export const overviewFields: Field = groupField('overview', l('Services page', 'หน้าบริการ'), [
  listField('figures', l('Key figures', 'ตัวเลขสำคัญ'), [
    {
      type: 'row',
      fields: [textField('value', l('Figure', 'ตัวเลข')), textField('label', l('Label', 'คำอธิบายสั้น'))],
    },
  ]),
  groupField('api', l('SMS API section', 'ส่วน SMS API'), [
    textField('title', l('Title', 'หัวข้อ')),
    textareaField('text', l('Text', 'ข้อความ')),
    linesField('points', l('Points', 'จุดเด่น')),
  ]),
]);

/** The closing band of the service pages: its buttons (free trial, packages) are the site's own. */
export const ctaFields: Field = groupField('cta', l('Call to action', 'ชวนให้ลงมือ'), [
  textField('title', l('Title', 'หัวข้อ')),
  textareaField('text', l('Text', 'ข้อความ')),
]);
