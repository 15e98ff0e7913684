/**
 * cms/admin/plugin.ts gives every collection and global the same staff-facing admin: checked on the
 * real, sanitized config, so a collection added later is covered without being named here.
 */
import type { Field, SanitizedConfig } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';

let config: SanitizedConfig;

beforeAll(async () => {
  process.env.PAYLOAD_SECRET ||= 'test-secret-not-used-anywhere-else';
  config = await (await import('@payload-config')).default;
});

type Components = { Field?: unknown; Cell?: unknown };

function walk(fields: readonly Field[], visit: (field: Field, path: string) => void, parent = ''): void {
  for (const field of fields) {
    // Payload's own bookkeeping that nobody sees (a password reset's expiry, sessions) is left alone.
    if (('hidden' in field && field.hidden === true) || (field.admin as { disabled?: boolean } | undefined)?.disabled) {
      continue;
    }
    const path = 'name' in field && field.name ? `${parent}${field.name}` : parent;
    visit(field, path);
    if ('fields' in field && Array.isArray(field.fields)) walk(field.fields, visit, `${path}.`);
    if (field.type === 'tabs') for (const tab of field.tabs) walk(tab.fields, visit, `${path}.`);
  }
}

/** The project's collections and globals (Payload's internal `payload-*` ones are added after plugins). */
function entities() {
  return [
    ...config.collections
      .filter(({ slug }) => !slug.startsWith('payload-'))
      .map((collection) => ({ name: collection.slug, entity: collection, kind: 'collection' })),
    ...config.globals
      .filter(({ slug }) => !slug.startsWith('payload-'))
      .map((global) => ({ name: global.slug, entity: global, kind: 'global' })),
  ];
}

describe('the staff admin plugin', () => {
  it('every date field is picked and listed in Bangkok time; every yes/no field reads yes/no', () => {
    let dates = 0;
    for (const { name, entity, kind } of entities()) {
      walk(entity.fields, (field, path) => {
        // A global has no list, so its timestamps (added by Payload) need no list cell.
        if (kind === 'global' && (path === 'createdAt' || path === 'updatedAt')) return;
        const components = (field.admin as { components?: Components } | undefined)?.components;
        if (field.type === 'date' && !field.admin?.hidden) {
          dates += 1;
          expect(components?.Field, `${name}.${path}`).toBe('/cms/admin/dates/DateField#DateField');
        }
        if (field.type === 'date')
          expect(components?.Cell, `${name}.${path}`).toBe('/cms/admin/dates/DateCell#DateCell');
        if (field.type === 'checkbox') {
          expect(components?.Cell, `${name}.${path}`).toBe('/cms/admin/cells/BooleanCell#BooleanCell');
        }
        if (field.type === 'array') expect(field.labels?.singular, `${name}.${path} row label`).toBeTruthy();
      });
    }
    expect(dates).toBeGreaterThan(3);
  });

  it('keeps Payload’s timestamps as they were (same columns, indexed), with our cell', () => {
    for (const collection of config.collections) {
      if (collection.timestamps === false || collection.slug.startsWith('payload-')) continue;
      for (const name of ['createdAt', 'updatedAt']) {
        const stamps = collection.fields.filter((field) => 'name' in field && field.name === name);
        expect(stamps, `${collection.slug}.${name}`).toHaveLength(1);
        expect(stamps[0]).toMatchObject({ type: 'date', index: true, admin: { hidden: true } });
      }
    }
  });

  it('documents with drafts get our Publish button and version screens; no API tab for staff', () => {
    for (const { name, entity, kind } of entities()) {
      const admin = entity.admin as unknown as {
        hideAPIURL?: boolean;
        components?: {
          edit?: { PublishButton?: unknown };
          elements?: { PublishButton?: unknown };
          views?: { edit?: Record<string, { Component?: unknown }> };
        };
      };
      expect(admin.hideAPIURL, name).toBe(true);
      const drafts = typeof entity.versions === 'object' && Boolean(entity.versions?.drafts);
      const button =
        kind === 'collection' ? admin.components?.edit?.PublishButton : admin.components?.elements?.PublishButton;
      if (drafts) expect(button, name).toBe('/cms/admin/schedule/PublishButton#PublishButton');
      if (entity.versions) {
        expect(admin.components?.views?.edit?.versions?.Component, name).toBe(
          '/cms/admin/versions/VersionsView#VersionsView',
        );
        expect(admin.components?.views?.edit?.version?.Component, name).toBe(
          '/cms/admin/versions/VersionView#VersionView',
        );
      }
    }
  });

  it('promotions declare their date window once, for the state column and the timeline', async () => {
    const { timeWindowOf } = await import('@/cms/admin/state/time-window');
    const promotions = config.collections.find(({ slug }) => slug === 'promotions');
    expect(timeWindowOf(promotions)).toEqual({ start: 'startDate', end: 'endDate' });
  });
});
