import type { CollectionConfig, Condition, Tab } from 'payload';

import { translationStatusField } from '@/cms/admin/translation-status-field';
import { fixedPageAccess } from '@/cms/collections/pages/access';
import { seoTab, textField, textareaField } from '@/cms/collections/pages/fields';
import { homeFields } from '@/cms/collections/pages/home-fields';
import { fixedPageAdmin, pageKeyField, publicNameField } from '@/cms/collections/pages/page-labels';
import { pageRichTextField } from '@/cms/collections/pages/rich-text';
import { ctaFields, overviewFields, serviceFields } from '@/cms/collections/pages/service-fields';
import { l } from '@/cms/collections/shared/labels';
import { publishing, savedByField } from '@/cms/publishing';
import { changeTags } from '@/lib/content/tags';
import { SITE_PAGES, isServicePage } from '@/lib/page-keys';

const keyIs =
  (test: (key: unknown) => boolean): Condition =>
  (data) =>
    test(data?.key);

const mainTab: Tab = {
  label: l('Page', 'หน้าเว็บ'),
  fields: [
    textField('title', l('Page name', 'ชื่อหน้า'), {
      admin: {
        description: l('In breadcrumbs, service cards and search results.', 'แสดงในเส้นทางนำทาง การ์ดบริการ และผลการค้นหา'),
      },
    }),
    textField('heading', l('Main heading (H1)', 'หัวข้อหลัก (H1)')),
    textareaField('lead', l('Introduction', 'คำนำ'), { admin: { condition: keyIs((key) => key !== 'home') } }),
    { ...pageRichTextField('body', l('Text', 'เนื้อหา')), admin: { condition: keyIs((key) => key === 'aboutUs') } },
  ],
};

/**
 * The fixed pages of the site (issue 25): home, about us, the services and the six service pages,
 * and the introductions of FAQ, packages, promotions, payment methods and contact. One document per
 * page, made by the migration that moved these words out of messages/; staff edit them in five
 * languages with drafts, preview, scheduling and history, and can neither add nor delete a page.
 * Each page shows the fields its route renders (tabs by `key`).
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: l('Site page', 'หน้าเว็บไซต์'), plural: l('Site pages', 'หน้าเว็บไซต์') },
  admin: fixedPageAdmin('pages', {
    defaultColumns: ['key', 'publicName', '_status', 'updatedAt', 'translationStatus'],
    pagination: { defaultLimit: 50 },
    description: l(
      'The words of each page in five languages. Pages are fixed: they can be edited, not added or deleted.',
      'ข้อความของแต่ละหน้าใน 5 ภาษา หน้าเว็บเป็นหน้าคงที่ แก้ไขได้ แต่เพิ่มหรือลบไม่ได้',
    ),
  }),
  // The migration creates the pages in the site's own order (lib/page-keys.ts).
  defaultSort: 'createdAt',
  access: fixedPageAccess,
  ...publishing({ schedule: true }, changeTags.pages),
  fields: [
    pageKeyField(SITE_PAGES),
    publicNameField,
    {
      type: 'tabs',
      tabs: [
        mainTab,
        { label: l('Sections', 'ส่วนต่าง ๆ'), fields: [homeFields], admin: { condition: keyIs((k) => k === 'home') } },
        { label: l('Service', 'บริการ'), fields: [serviceFields], admin: { condition: keyIs(isServicePage) } },
        {
          label: l('Services page', 'หน้าบริการ'),
          fields: [overviewFields],
          admin: { condition: keyIs((key) => key === 'services') },
        },
        {
          label: l('Call to action', 'ชวนให้ลงมือ'),
          fields: [ctaFields],
          admin: { condition: keyIs((key) => key === 'services' || isServicePage(key)) },
        },
        seoTab(),
      ],
    },
    savedByField,
    translationStatusField(),
  ],
};
