import type { CollectionConfig } from 'payload';

import { editorWrites, hiddenFromSupportOnly, readActiveOrEditor } from '@/cms/collections/shared/access';
import { isActiveField } from '@/cms/collections/shared/fields';
import { l } from '@/cms/collections/shared/labels';
import { safeUrlField } from '@/cms/collections/shared/validators';
import { publicationStateField } from '@/cms/admin/state/state-field';
import { translationStatusField } from '@/cms/admin/translation-status-field';
import { publishing, savedByField } from '@/cms/publishing';
import { previewFor } from '@/cms/publishing/preview-url';
import { changeTags } from '@/lib/content/tags';

/** Site popup (spec §3 "Pop-up"): the most recently updated active one is shown. */
export const Popups: CollectionConfig = {
  slug: 'popups',
  labels: { singular: l('Popup', 'ป๊อปอัป'), plural: l('Popups', 'ป๊อปอัป') },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'publicationState', 'updatedAt', 'translationStatus'],
    hidden: hiddenFromSupportOnly,
    preview: previewFor('popups'),
  },
  defaultSort: '-updatedAt',
  access: { read: readActiveOrEditor, ...editorWrites },
  ...publishing({ schedule: true }, changeTags.popups),
  fields: [
    { name: 'name', label: l('Name', 'ชื่อ'), type: 'text', required: true, unique: true, index: true },
    { name: 'image', label: l('Image', 'รูปภาพ'), type: 'upload', relationTo: 'media', required: true },
    {
      name: 'urlRedirect',
      label: l('Link when clicked', 'ลิงก์เมื่อคลิก'),
      type: 'text',
      validate: safeUrlField,
      admin: {
        description: l(
          'https:// link or a site path such as /promotions; empty = no link',
          'ลิงก์ https:// หรือพาธในเว็บ เช่น /promotions',
        ),
      },
    },
    isActiveField({ defaultValue: false }),
    publicationStateField(),
    savedByField,
    translationStatusField(),
  ],
};
