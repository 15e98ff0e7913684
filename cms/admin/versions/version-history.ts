/**
 * The saved versions of a document or global, newest first, with who saved each one and what it
 * changed against the version before it. A document keeps at most MAX_VERSIONS_PER_DOC versions
 * (cms/publishing/versions.ts), so the whole history is read at once: every row can be compared
 * with its predecessor without a second query.
 */
import { getTranslation } from '@payloadcms/translations';
import type {
  CollectionSlug,
  FlattenedField,
  GlobalSlug,
  PayloadRequest,
  SanitizedCollectionConfig,
  SanitizedGlobalConfig,
} from 'payload';

import { changedFields, type FieldChange } from '@/cms/admin/versions/changed-fields';

export type Entity =
  | { kind: 'collection'; config: SanitizedCollectionConfig; id: string | number }
  | { kind: 'global'; config: SanitizedGlobalConfig };

export type VersionRow = {
  id: string;
  updatedAt: string;
  status: 'published' | 'draft';
  autosave: boolean;
  author: string | null;
  data: Record<string, unknown>;
  /** Against the version before it; null for the first version. */
  changes: FieldChange[] | null;
};

type RawVersion = {
  id: string | number;
  updatedAt: string;
  autosave?: boolean;
  version: Record<string, unknown> & { _status?: string; updatedBy?: unknown };
};

export function fieldsOf(entity: Entity): FlattenedField[] {
  return entity.config.flattenedFields;
}

export function entityTitle(entity: Entity, data: Record<string, unknown> | undefined, req: PayloadRequest): string {
  if (entity.kind === 'global') return getTranslation(entity.config.label, req.i18n);
  const value = data?.[entity.config.admin.useAsTitle ?? 'id'];
  const text = value && typeof value === 'object' ? (value as Record<string, unknown>)[req.locale ?? 'th'] : value;
  return typeof text === 'string' || typeof text === 'number' ? String(text) : `#${entity.id}`;
}

async function rawVersions(entity: Entity, req: PayloadRequest): Promise<RawVersion[]> {
  const common = {
    depth: 0,
    locale: 'all' as const,
    pagination: false,
    sort: '-updatedAt',
    overrideAccess: false,
    user: req.user,
    req,
  };
  // Payload's own history leaves out the snapshots it writes when one language is published.
  const notSnapshot = { snapshot: { not_equals: true } };
  const result =
    entity.kind === 'collection'
      ? await req.payload.findVersions({
          ...common,
          collection: entity.config.slug as CollectionSlug,
          where: { and: [{ parent: { equals: entity.id } }, notSnapshot] },
        })
      : await req.payload.findGlobalVersions({ ...common, slug: entity.config.slug as GlobalSlug, where: notSnapshot });
  return result.docs as unknown as RawVersion[];
}

/** Display names of staff accounts (name, else username, else e-mail), read by the system: authors are shown, not their accounts. */
async function authorNames(req: PayloadRequest, ids: unknown[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id) => typeof id === 'number' || typeof id === 'string').map(String))];
  if (wanted.length === 0) return new Map();
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    depth: 0,
    pagination: false,
    select: { name: true, username: true, email: true },
    req,
  });
  return new Map(
    docs.map((user) => {
      const { name, username, email } = user as { name?: string | null; username?: string | null; email?: string };
      return [String(user.id), name || username || email || `#${user.id}`];
    }),
  );
}

export async function versionHistory(entity: Entity, req: PayloadRequest): Promise<VersionRow[]> {
  const versions = await rawVersions(entity, req);
  const authorId = (version: RawVersion) => {
    const by = version.version.updatedBy;
    return by && typeof by === 'object' ? (by as { id?: unknown }).id : by;
  };
  const names = await authorNames(req, versions.map(authorId));
  const fields = fieldsOf(entity);
  return versions.map((version, index) => {
    const previous = versions[index + 1];
    const author = authorId(version);
    return {
      id: String(version.id),
      updatedAt: version.updatedAt,
      status: version.version._status === 'published' ? 'published' : 'draft',
      autosave: Boolean(version.autosave),
      author: author === null || author === undefined ? null : (names.get(String(author)) ?? null),
      data: version.version,
      changes: previous ? changedFields(fields, previous.version, version.version) : null,
    };
  });
}
