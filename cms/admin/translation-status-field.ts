/** A read-only "Translations" field for collections with localized content (list column and sidebar). */
import type { Field } from 'payload';

import { l } from '@/cms/collections/shared/labels';

export function translationStatusField({ global }: { global?: string } = {}): Field {
  return {
    name: 'translationStatus',
    type: 'ui',
    label: l('Translations', 'คำแปล'),
    admin: {
      position: 'sidebar',
      components: {
        Cell: '/cms/admin/TranslationStatus#TranslationStatusCell',
        Field: global
          ? { path: '/cms/admin/TranslationStatus#TranslationStatusField', serverProps: { global } }
          : '/cms/admin/TranslationStatus#TranslationStatusField',
      },
    },
  };
}
