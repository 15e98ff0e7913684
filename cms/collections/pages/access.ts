/**
 * The fixed pages: content access (cms/collections/shared/access.ts: visitors read what is
 * published, editors and admins read drafts and history, edit and publish), except that nobody
 * creates or deletes one, an admin included. The documents come from the migration that moved the
 * texts out of messages/; a page of the site without its document would have nothing to show.
 */
import type { CollectionConfig } from 'payload';

import { nobody } from '@/cms/access';
import { contentAccess, readPublishedOrEditor } from '@/cms/collections/shared/access';

export const fixedPageAccess: NonNullable<CollectionConfig['access']> = {
  ...contentAccess(readPublishedOrEditor),
  create: nobody,
  delete: nobody,
};
