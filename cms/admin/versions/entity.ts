/** The document or global a version screen is about, from Payload's document view props. */
import type { DocumentViewServerProps } from 'payload';

import type { Entity } from '@/cms/admin/versions/version-history';

export function entityOf({ initPageResult }: Pick<DocumentViewServerProps, 'initPageResult'>): Entity | null {
  const { collectionConfig, globalConfig, docID } = initPageResult;
  if (collectionConfig && docID !== undefined && docID !== null)
    return { kind: 'collection', config: collectionConfig, id: docID };
  if (globalConfig) return { kind: 'global', config: globalConfig };
  return null;
}

/** Admin URL of the entity's screens (`suffix` e.g. "/versions/12"). */
export function entityUrl(entity: Entity, adminRoute: string, suffix = ''): string {
  const base =
    entity.kind === 'collection'
      ? `${adminRoute}/collections/${entity.config.slug}/${entity.id}`
      : `${adminRoute}/globals/${entity.config.slug}`;
  return `${base}${suffix}`;
}
