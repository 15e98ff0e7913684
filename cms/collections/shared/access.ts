/**
 * Access rules by kind of collection (spec §6; the README's "Staff and roles" has the whole table).
 * Built on cms/access.ts. A new collection picks the builder of its kind and sets `access:` to it:
 *  - content the public site shows: `contentAccess(readPublishedOrEditor)` (or another `read…OrEditor`);
 *  - a global of content: `globalContentAccess()`;
 *  - leads: `leadsAccess`; records only the server writes (audit): `serverWrittenAccess`.
 * Anonymous REST readers see only what the public site may show: published documents (also with
 * `?draft=true`, where Payload reads the versions table), active ones, promotions while they run.
 * Editors and admins see everything, drafts included (the admin, previews). Nobody reads the version
 * history of a collection they cannot edit.
 */
import type { Access, CollectionConfig, GlobalConfig, Where } from 'payload';

import { anyone, editsContent, isAdmin, isEditor, isSupport, nobody } from '@/cms/access';
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

/** Everything but reading: create, update, delete and the version history, for editors and admins. */
export const editorWrites = { create: isEditor, update: isEditor, delete: isEditor, readVersions: isEditor };

/** A content collection: `read` as given (what the public may see), everything else editors and admins. */
export function contentAccess(read: Access = readPublishedOrEditor): NonNullable<CollectionConfig['access']> {
  return { read, ...editorWrites };
}

/** A global of content: published for everyone, drafts, history and changes for editors and admins. */
export function globalContentAccess(read: Access = readPublishedOrEditor): NonNullable<GlobalConfig['access']> {
  return { read, update: isEditor, readVersions: isEditor };
}

/** Public reads (the site shows every item) of collections without drafts, editor writes. */
export const publicContent = contentAccess(anyone);

/** Published reads (the site shows every published item), editor writes. */
export const publishedContent = contentAccess(readPublishedOrEditor);

/**
 * Uploaded images: a file is public by its URL (`/api/media/file/<name>`, what pages and next/image
 * load), but the list and the records (who uploaded what, images of drafts) need an editor's session.
 */
export const mediaAccess: NonNullable<CollectionConfig['access']> = {
  ...editorWrites,
  read: ({ req, isReadingStaticFile }) =>
    Boolean(isReadingStaticFile) || editsContent(req.user) || req.context[SERVING_MEDIA_FILE] === true,
};

/**
 * Set on a request that serves a file (`/api/media/file/<name>`) once the file's record is found
 * (cms/media-not-found.ts). The S3 storage plugin looks the record up again with the reader's access
 * (`overrideAccess: false`, @payloadcms/plugin-cloud-storage getFilePrefix) but without the static-file
 * flag Payload's own check passes; without this mark an anonymous visitor's image request failed there
 * (Forbidden, answered 500). It is scoped to that one request's record lookup.
 */
export const SERVING_MEDIA_FILE = 'servingMediaFile';

/** Leads (contact submissions): support staff and admins read and work them; only the site creates them. */
export const leadsAccess: NonNullable<CollectionConfig['access']> = {
  create: nobody,
  read: isSupport,
  update: isSupport,
  readVersions: isSupport,
  delete: isAdmin,
};

/** Records only the server writes (the audit trail): admins read them, nobody changes them. */
export const serverWrittenAccess: NonNullable<CollectionConfig['access']> = {
  create: nobody,
  read: isAdmin,
  update: nobody,
  delete: nobody,
};

/** Support staff work only with contact submissions; other collections are hidden from their menu. */
export const hiddenFromSupportOnly = ({ user }: { user: unknown }): boolean => !editsContent(user);
