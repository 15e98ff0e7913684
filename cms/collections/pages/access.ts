/**
 * The fixed pages: everyone reads what is published (editors and admins also drafts), editors and
 * admins edit, nobody creates or deletes one. The documents come from the migration that moved the
 * texts out of messages/; a page of the site without its document would have nothing to show.
 */
import type { Access } from 'payload';

import { isEditor } from '@/cms/access';
import { readPublishedOrEditor } from '@/cms/collections/shared/access';

const nobody: Access = () => false;

export const fixedPageAccess = { read: readPublishedOrEditor, create: nobody, update: isEditor, delete: nobody };
