/** The breadcrumb of the version screens: list › document › `view` (Payload's own step nav). */
import { getTranslation, type I18nClient } from '@payloadcms/translations';
import { SetDocumentStepNav } from '@payloadcms/ui';

import type { Entity } from '@/cms/admin/versions/version-history';

export function VersionStepNav({ entity, i18n, view }: { entity: Entity; i18n: I18nClient; view: string }) {
  if (entity.kind === 'global') {
    return (
      <SetDocumentStepNav
        globalSlug={entity.config.slug}
        globalLabel={getTranslation(entity.config.label, i18n)}
        view={view}
      />
    );
  }
  return (
    <SetDocumentStepNav
      collectionSlug={entity.config.slug}
      id={entity.id}
      pluralLabel={getTranslation(entity.config.labels.plural, i18n)}
      useAsTitle={entity.config.admin.useAsTitle}
      view={view}
    />
  );
}
