/**
 * A Payload plugin that gives every collection and global the same staff-facing admin, so a new
 * collection gets it by existing (nothing to repeat per collection):
 *
 * - dates: every date field is picked and shown in Bangkok time, Thai in the Buddhist era
 *   (cms/admin/dates), in forms, list cells and the document bar, including the timestamps;
 * - yes/no fields read "ใช่"/"ไม่ใช่" (or "Yes"/"No") with a mark in lists, not "จริง"/"true";
 * - rows of an array field are named after the field ("บัญชีธนาคาร 01", not "Bank Account 01");
 * - documents with drafts get our Publish button (schedule dialog that defaults to what staff
 *   mean, in words and Bangkok time) and our version screens (author, changed fields, newest
 *   first, compared with the current version);
 * - the API tab, a developer's tool, is hidden from marketing staff (the REST API itself is untouched).
 *
 * Components are referenced by path (Payload's import map: run `npm run generate:importmap`).
 */
import type { CollectionConfig, Config, Field, GlobalConfig, Plugin } from 'payload';

const COMPONENTS = {
  dateField: '/cms/admin/dates/DateField#DateField',
  dateCell: '/cms/admin/dates/DateCell#DateCell',
  documentDates: '/cms/admin/dates/DocumentDates#DocumentDates',
  booleanCell: '/cms/admin/cells/BooleanCell#BooleanCell',
  publishButton: '/cms/admin/schedule/PublishButton#PublishButton',
  versions: '/cms/admin/versions/VersionsView#VersionsView',
  version: '/cms/admin/versions/VersionView#VersionView',
} as const;

type Components = Record<string, unknown>;

function withComponents<F extends Field>(field: F, components: Components): F {
  const admin = (field.admin ?? {}) as { components?: Components };
  // A component a collection sets itself wins over the shared one.
  return { ...field, admin: { ...admin, components: { ...components, ...admin.components } } } as F;
}

function adminField(field: Field): Field {
  switch (field.type) {
    case 'date':
      return withComponents(field, { Field: COMPONENTS.dateField, Cell: COMPONENTS.dateCell });
    case 'checkbox':
      return withComponents(field, { Cell: COMPONENTS.booleanCell });
    case 'array':
      return {
        ...field,
        labels: field.labels ?? (field.label ? { singular: field.label, plural: field.label } : undefined),
        fields: field.fields.map(adminField),
      } as Field;
    case 'row':
    case 'collapsible':
    case 'group':
      return { ...field, fields: field.fields.map(adminField) } as Field;
    case 'tabs':
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(adminField) })) };
    case 'blocks':
      return {
        ...field,
        blocks: field.blocks.map((block) => ({ ...block, fields: block.fields.map(adminField) })),
      } as Field;
    default:
      return field;
  }
}

function hasField(fields: Field[], name: string): boolean {
  return fields.some((field) => 'name' in field && field.name === name);
}

/**
 * Payload adds createdAt/updatedAt itself (hidden date fields, indexed) unless the collection
 * declares them; declaring the same fields here keeps the schema and gives them our date cell.
 */
function timestamps(collection: CollectionConfig): Field[] {
  if (collection.timestamps === false) return [];
  const stamp = (name: 'createdAt' | 'updatedAt'): Field => ({
    name,
    type: 'date',
    index: true,
    label: ({ t }) => t(`general:${name}`),
    admin: { hidden: true, disableBulkEdit: true, components: { Cell: COMPONENTS.dateCell } },
  });
  return (['updatedAt', 'createdAt'] as const).filter((name) => !hasField(collection.fields, name)).map(stamp);
}

function hasDrafts(versions: CollectionConfig['versions'] | GlobalConfig['versions']): boolean {
  return typeof versions === 'object' && versions !== null && Boolean(versions.drafts);
}

function versionViews(versions: CollectionConfig['versions'] | GlobalConfig['versions']) {
  if (!versions) return {};
  return { versions: { Component: COMPONENTS.versions }, version: { Component: COMPONENTS.version } };
}

function adminCollection(collection: CollectionConfig): CollectionConfig {
  const admin = collection.admin ?? {};
  const components = admin.components ?? {};
  return {
    ...collection,
    fields: [...collection.fields.map(adminField), ...timestamps(collection)],
    admin: {
      ...admin,
      hideAPIURL: admin.hideAPIURL ?? true,
      components: {
        ...components,
        edit: {
          ...(hasDrafts(collection.versions) ? { PublishButton: COMPONENTS.publishButton } : {}),
          ...components.edit,
          beforeDocumentControls: [COMPONENTS.documentDates, ...(components.edit?.beforeDocumentControls ?? [])],
        },
        views: {
          ...components.views,
          edit: { ...versionViews(collection.versions), ...components.views?.edit } as never,
        },
      },
    },
  };
}

function adminGlobal(global: GlobalConfig): GlobalConfig {
  const admin = global.admin ?? {};
  const components = admin.components ?? {};
  return {
    ...global,
    fields: global.fields.map(adminField),
    admin: {
      ...admin,
      hideAPIURL: admin.hideAPIURL ?? true,
      components: {
        ...components,
        elements: {
          ...(hasDrafts(global.versions) ? { PublishButton: COMPONENTS.publishButton } : {}),
          ...components.elements,
          beforeDocumentControls: [COMPONENTS.documentDates, ...(components.elements?.beforeDocumentControls ?? [])],
        },
        views: {
          ...components.views,
          edit: { ...versionViews(global.versions), ...components.views?.edit } as never,
        },
      },
    },
  };
}

/** The staff-facing admin for every collection and global (see above). */
export const staffAdmin: Plugin = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map(adminCollection),
  globals: config.globals?.map(adminGlobal),
});
