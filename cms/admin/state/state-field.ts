/** The read-only "On the site" field: a list column and the document's sidebar (cms/admin/state). */
import type { Field } from 'payload';

import { l } from '@/cms/collections/shared/labels';

export function publicationStateField(): Field {
  return {
    name: 'publicationState',
    type: 'ui',
    label: l('On the site', 'สถานะบนเว็บไซต์'),
    admin: {
      position: 'sidebar',
      components: {
        Cell: '/cms/admin/state/PublicationState#PublicationStateCell',
        Field: '/cms/admin/state/PublicationState#PublicationStateField',
      },
    },
  };
}
