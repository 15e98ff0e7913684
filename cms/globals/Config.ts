import type { GlobalConfig } from 'payload';

import { globalContentAccess, hiddenFromSupportOnly } from '@/cms/collections/shared/access';
import { isActiveField, typeSelectField } from '@/cms/collections/shared/fields';
import { l } from '@/cms/collections/shared/labels';
import {
  appPathField,
  httpUrlField,
  phoneDigitsField,
  requiredSafeUrl,
  safeUrlField,
} from '@/cms/collections/shared/validators';
import { revalidateGlobal } from '@/cms/hooks/revalidate';
import { translationStatusField } from '@/cms/admin/translation-status-field';
import { savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { globalDrafts } from '@/cms/publishing/versions';
import { SITE_CONFIG_DEFAULTS } from '@/lib/content/site-config';
import { changeTags } from '@/lib/content/tags';
import { CONTACT_TYPES } from '@/lib/content/types';

const contactTypeLabels: Record<(typeof CONTACT_TYPES)[number], { en: string; th: string }> = {
  phone: l('Phone', 'โทรศัพท์'),
  email: l('E-mail', 'อีเมล'),
  line: l('LINE', 'LINE'),
  facebook: l('Facebook', 'Facebook'),
  messenger: l('Messenger', 'Messenger'),
  other: l('Other', 'อื่น ๆ'),
};

/** Site-wide settings (spec §3 "Config" plus bank accounts, address, chat). */
export const Config: GlobalConfig = {
  slug: 'config',
  label: l('Site settings', 'ตั้งค่าเว็บไซต์'),
  admin: { hidden: hiddenFromSupportOnly, preview: previewFor('config') },
  access: globalContentAccess(),
  versions: globalDrafts(),
  hooks: revalidateGlobal(changeTags.config),
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: l('General', 'ทั่วไป'),
          fields: [
            {
              name: 'siteName',
              label: l('Site name', 'ชื่อเว็บไซต์'),
              type: 'text',
              required: true,
              defaultValue: SITE_CONFIG_DEFAULTS.siteName,
            },
            { name: 'companyName', label: l('Company name', 'ชื่อบริษัท'), type: 'text', localized: true },
            { name: 'address', label: l('Address', 'ที่อยู่'), type: 'textarea', localized: true },
          ],
        },
        {
          label: l('Customer application', 'ระบบลูกค้า'),
          fields: [
            {
              name: 'appDomain',
              label: l('Application address', 'ที่อยู่ระบบลูกค้า'),
              type: 'text',
              required: true,
              defaultValue: 'https://app.sabaisms.example',
              validate: httpUrlField,
              admin: { description: 'https://app.example.com' },
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'freeTrialLink',
                  label: l('Free trial path', 'พาธทดลองใช้ฟรี'),
                  type: 'text',
                  defaultValue: SITE_CONFIG_DEFAULTS.freeTrialLink,
                  validate: appPathField,
                },
                {
                  name: 'loginLink',
                  label: l('Sign-in path', 'พาธเข้าสู่ระบบ'),
                  type: 'text',
                  defaultValue: SITE_CONFIG_DEFAULTS.loginLink,
                  validate: appPathField,
                },
                {
                  name: 'buyNowLink',
                  label: l('Buy path', 'พาธซื้อแพ็กเกจ'),
                  type: 'text',
                  defaultValue: SITE_CONFIG_DEFAULTS.buyNowLink,
                  validate: appPathField,
                },
              ],
            },
          ],
        },
        {
          label: l('Contact', 'ช่องทางติดต่อ'),
          fields: [
            {
              name: 'phoneNumber',
              label: l('Phone number (digits only)', 'เบอร์โทรศัพท์ (ตัวเลขเท่านั้น)'),
              type: 'text',
              validate: phoneDigitsField,
            },
            {
              name: 'emailSubmitForm',
              label: l('Contact-form mail goes to', 'อีเมลรับข้อความจากฟอร์มติดต่อ'),
              type: 'email',
            },
            {
              name: 'lineContact',
              label: l('LINE', 'LINE'),
              type: 'group',
              fields: [
                { name: 'label', label: l('Label', 'ข้อความ'), type: 'text' },
                { name: 'link', label: l('Link', 'ลิงก์'), type: 'text', validate: safeUrlField },
              ],
            },
            {
              name: 'contact',
              label: l('Contact channels', 'ช่องทางติดต่อ'),
              type: 'array',
              fields: [
                {
                  type: 'row',
                  fields: [
                    typeSelectField(CONTACT_TYPES, 'other', (value) => contactTypeLabels[value]),
                    { name: 'label', label: l('Label', 'ข้อความ'), type: 'text', localized: true },
                    { name: 'link', label: l('Link', 'ลิงก์'), type: 'text', required: true, validate: requiredSafeUrl },
                    {
                      name: 'icon',
                      label: l('Icon', 'ไอคอน'),
                      type: 'text',
                      admin: { description: l('Icon name; empty = the type', 'ชื่อไอคอน ว่าง = ตามประเภท') },
                    },
                    isActiveField({ index: false }),
                  ],
                },
              ],
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'facebookPageId',
                  label: l('Facebook page id', 'Facebook page id'),
                  type: 'text',
                  validate: (v: unknown) =>
                    !v || (typeof v === 'string' && /^\d{5,20}$/.test(v)) ? true : 'Digits only',
                },
                {
                  name: 'facebookChatEnabled',
                  label: l('Facebook live chat', 'แชทสด Facebook'),
                  type: 'checkbox',
                  defaultValue: false,
                },
              ],
            },
          ],
        },
        {
          label: l('Bank accounts', 'บัญชีธนาคาร'),
          fields: [
            {
              name: 'bankAccounts',
              label: l('Bank accounts', 'บัญชีธนาคาร'),
              type: 'array',
              fields: [
                { name: 'bank', label: l('Bank', 'ธนาคาร'), type: 'text', required: true, localized: true },
                {
                  name: 'accountNumber',
                  label: l('Account number', 'เลขที่บัญชี'),
                  type: 'text',
                  required: true,
                  validate: (v: unknown) =>
                    typeof v === 'string' && /^[0-9][0-9-]{5,20}$/.test(v) ? true : 'Digits and hyphens',
                },
                {
                  name: 'accountName',
                  label: l('Account name', 'ชื่อบัญชี'),
                  type: 'text',
                  required: true,
                  localized: true,
                },
                { name: 'branch', label: l('Branch', 'สาขา'), type: 'text', localized: true },
              ],
            },
          ],
        },
      ],
    },
    savedByField,
    translationStatusField({ global: 'config' }),
  ],
};
