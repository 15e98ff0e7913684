/** Admin names of the fixed pages (Payload's `key` select and the pages group of the menu). */
import type { CollectionConfig, FieldHook, UIField } from 'payload';

import { hiddenFromSupportOnly } from '@/cms/collections/shared/access';
import { l } from '@/cms/collections/shared/labels';
import { previewFor } from '@/cms/publishing/preview-url';
import type { LegalPageKey, SitePageKey } from '@/lib/page-keys';

export const PAGES_GROUP = l('Pages', 'หน้าเว็บ');

export const pageLabels: Record<SitePageKey | LegalPageKey, { en: string; th: string }> = {
  home: l('Home', 'หน้าแรก'),
  aboutUs: l('About us', 'เกี่ยวกับเรา'),
  services: l('Services', 'บริการ'),
  smsMarketing: l('SMS marketing', 'SMS การตลาด'),
  smsOtp: l('SMS OTP', 'SMS OTP'),
  locationBased: l('Location-based marketing', 'การตลาดตามพื้นที่'),
  appointment: l('Appointment service', 'ระบบนัดหมาย'),
  ticket: l('Ticket management', 'ระบบจัดการตั๋ว'),
  urlTracking: l('URL tracking', 'ติดตามลิงก์ URL'),
  faq: l('FAQ', 'คำถามที่พบบ่อย'),
  packages: l('Package prices', 'ราคาแพ็กเกจ'),
  promotions: l('Promotions', 'โปรโมชั่น'),
  paymentMethods: l('Payment methods', 'ช่องทางการชำระเงิน'),
  contactUs: l('Contact us', 'ติดต่อเรา'),
  policy: l('Privacy policy', 'นโยบายความเป็นส่วนตัว'),
  terms: l('Terms and conditions', 'ข้อกำหนดและเงื่อนไข'),
  cookie: l('Cookie policy', 'นโยบายคุกกี้'),
};

const keepKey: FieldHook = ({ value, originalDoc }) => (originalDoc as { key?: unknown } | undefined)?.key ?? value;

/** The fixed `key` of a page document: set by the migration, never changed afterwards. */
export function pageKeyField(keys: readonly (SitePageKey | LegalPageKey)[]) {
  return {
    name: 'key',
    label: l('Page', 'หน้า'),
    type: 'select' as const,
    required: true,
    unique: true,
    index: true,
    options: keys.map((key) => ({ label: pageLabels[key], value: key })),
    // Only the migration sets it (pages cannot be created): an update, a restore included, keeps it.
    // (Field access `update: false` would strip it from a restored version, which then fails as empty.)
    hooks: { beforeChange: [keepKey] },
    admin: { readOnly: true, position: 'sidebar' as const },
  };
}

/** The list column of a fixed page: its name in Thai and English, and a link to the live page. */
export const publicNameField: UIField = {
  name: 'publicName',
  type: 'ui',
  label: l('Public name (Thai, English)', 'ชื่อที่ผู้เข้าชมเห็น (ไทย อังกฤษ)'),
  admin: { components: { Cell: '/cms/collections/pages/PageNameCell#PageNameCell' } },
};

/** The admin settings the fixed-page collections share: the "Pages" group, titles, Preview. */
export function fixedPageAdmin(
  slug: 'pages' | 'legal-pages',
  admin: NonNullable<CollectionConfig['admin']>,
): CollectionConfig['admin'] {
  return {
    group: PAGES_GROUP,
    useAsTitle: 'title',
    hidden: hiddenFromSupportOnly,
    preview: previewFor(slug),
    ...admin,
  };
}
