/**
 * Field builders of the page collections. Every text a visitor reads is localized and required
 * (in the language being saved: Payload refuses an empty one with its own message, in the admin's
 * language); lists keep the same rows in every language, their texts translated per row.
 */
import type { ArrayField, Field, GroupField, TextField, TextareaField, UploadField } from 'payload';

import { l } from '@/cms/collections/shared/labels';

type Label = { en: string; th: string };

export function textField(name: string, label: Label, options: Partial<TextField> = {}): TextField {
  return { name, label, type: 'text', localized: true, required: true, ...options } as TextField;
}

export function textareaField(name: string, label: Label, options: Partial<TextareaField> = {}): TextareaField {
  return { name, label, type: 'textarea', localized: true, required: true, ...options } as TextareaField;
}

/** Rows of texts (points, features, facts): at least one, so a section is never empty. */
export function listField(name: string, label: Label, fields: Field[]): ArrayField {
  return { name, label, type: 'array', minRows: 1, required: true, fields };
}

/** A list of single lines. */
export function linesField(name: string, label: Label): ArrayField {
  return listField(name, label, [textField('text', l('Text', 'ข้อความ'))]);
}

export function groupField(name: string, label: Label, fields: Field[], admin: GroupField['admin'] = {}): GroupField {
  return { name, label, type: 'group', fields, admin };
}

/**
 * An image of a page section: one of the uploaded images, or the site's own illustration when
 * left empty. Its alternative text is per language: the one given here, else the image's own.
 */
export function sectionImageField(name: string, label: Label): GroupField {
  const upload: UploadField = {
    name: 'media',
    label: l('Image', 'รูปภาพ'),
    type: 'upload',
    relationTo: 'media',
    admin: {
      description: l('Empty: the site’s own illustration.', 'ว่างไว้: ใช้ภาพประกอบเดิมของเว็บไซต์'),
    },
  };
  const alt = textField('alt', l('Alternative text', 'ข้อความแทนรูป'), {
    required: false,
    admin: {
      description: l(
        'What the image shows, for screen readers, in each language. Empty: the image’s own text, or none for a decorative picture.',
        'อธิบายภาพสำหรับโปรแกรมอ่านหน้าจอในแต่ละภาษา ว่างไว้: ใช้ข้อความของรูปภาพนั้น หรือไม่มีสำหรับภาพตกแต่ง',
      ),
    },
  });
  return groupField(name, label, [upload, alt]);
}

/**
 * Search engines and link previews of a page, per language: the title (a page's own name is
 * followed by " | <site name>"; home's is used as it is), the description and the share image
 * (empty: none, as before).
 */
export function seoTab() {
  return {
    name: 'seo',
    label: l('Search engines', 'การแสดงผลบนเสิร์ชเอนจิน'),
    fields: [
      textField('title', l('Title', 'ชื่อเรื่อง (title)')),
      textareaField('description', l('Description', 'คำอธิบาย (description)')),
      {
        name: 'image',
        label: l('Share image', 'รูปภาพเมื่อแชร์'),
        type: 'upload',
        relationTo: 'media',
        localized: true,
        admin: { description: l('1200 × 630 px works best.', 'ขนาดที่เหมาะสม 1200 × 630 พิกเซล') },
      } satisfies UploadField,
    ],
  };
}
