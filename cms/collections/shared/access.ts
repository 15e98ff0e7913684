/**
 * Access rules shared by the content collections (spec §6). Built on cms/access.ts.
 * Anonymous REST readers see only what the public site may show; editors and admins see all.
 */
import type { Access } from 'payload';

import { anyone, editsContent, isEditor } from '@/cms/access';
import { runningPromotionQuery } from '@/lib/content/rules';

/** Everyone reads active items; editors and admins also inactive ones. */
export const readActiveOrEditor: Access = ({ req }) => (editsContent(req.user) ? true : { isActive: { equals: true } });

/** Promotions: the public sees only running ones (a future code stays secret until its start). */
export const readRunningOrEditor: Access = ({ req }) =>
  editsContent(req.user) ? true : runningPromotionQuery(new Date());

/** Writes: editors and admins. */
export const editorWrites = { create: isEditor, update: isEditor, delete: isEditor };

/** Public reads (the site shows every item), editor writes. */
export const publicContent = { read: anyone, ...editorWrites };

/** Support staff work only with contact submissions; other collections are hidden from their menu. */
export const hiddenFromSupportOnly = ({ user }: { user: unknown }): boolean => !editsContent(user);
