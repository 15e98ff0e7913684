/**
 * Access rules shared by the content collections (spec §6). Built on cms/access.ts.
 * Anonymous REST readers see only what the public site may show: published documents (also with
 * `?draft=true`, where Payload reads the versions table), active ones, promotions while they run.
 * Editors and admins see everything, drafts included (the admin, previews).
 */
import type { Access, Where } from 'payload';

import { anyone, editsContent, isEditor } from '@/cms/access';
import { runningPromotionQuery } from '@/lib/content/rules';

const PUBLISHED: Where = { _status: { equals: 'published' } };

/** Everyone reads published documents; editors and admins also drafts. */
export const readPublishedOrEditor: Access = ({ req }) => (editsContent(req.user) ? true : PUBLISHED);

/** Everyone reads active, published items; editors and admins also inactive ones and drafts. */
export const readActiveOrEditor: Access = ({ req }) =>
  editsContent(req.user) ? true : { and: [{ isActive: { equals: true } }, PUBLISHED] };

/** Promotions: the public sees only running, published ones (a future code stays secret until its start). */
export const readRunningOrEditor: Access = ({ req }) =>
  editsContent(req.user) ? true : { and: [runningPromotionQuery(new Date()), PUBLISHED] };

/** Writes: editors and admins. */
export const editorWrites = { create: isEditor, update: isEditor, delete: isEditor };

/** Public reads (the site shows every item) of collections without drafts, editor writes. */
export const publicContent = { read: anyone, ...editorWrites };

/** Published reads (the site shows every published item), editor writes. */
export const publishedContent = { read: readPublishedOrEditor, ...editorWrites };

/** Support staff work only with contact submissions; other collections are hidden from their menu. */
export const hiddenFromSupportOnly = ({ user }: { user: unknown }): boolean => !editsContent(user);
