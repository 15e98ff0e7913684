import type { FlattenedField } from 'payload';
import { describe, expect, it } from 'vitest';

import { changedFields, sameValue } from '@/cms/admin/versions/changed-fields';
import { defaultScheduleType } from '@/cms/admin/schedule/default-type';
import { versionRole } from '@/cms/admin/versions/version-role';

const fields = [
  { name: 'code', type: 'text' },
  { name: 'title', type: 'text', localized: true },
  { name: 'startDate', type: 'date' },
  { name: 'isActive', type: 'checkbox' },
  { name: 'updatedBy', type: 'relationship', relationTo: 'users' },
  { name: 'updatedAt', type: 'date' },
  { name: '_status', type: 'select', options: [] },
] as unknown as FlattenedField[];

describe('changedFields (version history)', () => {
  const before = { code: 'A', title: { th: 'ก', en: 'A' }, startDate: '2026-12-01T00:00:00.000Z', isActive: true };

  it('lists the content fields that changed, translated ones with their languages', () => {
    const after = { ...before, title: { th: 'ก', en: 'B', vi: 'C' }, isActive: false, updatedBy: 7, _status: 'draft' };
    const changes = changedFields(fields, before, after);
    expect(changes.map(({ field, locales }) => [field.name, locales])).toEqual([
      ['title', ['en', 'vi']],
      ['isActive', null],
    ]);
  });

  it('ignores bookkeeping and empty-versus-missing values', () => {
    const after = {
      ...before,
      updatedAt: 'later',
      updatedBy: 3,
      _status: 'published',
      title: { ...before.title, vi: '' },
    };
    expect(changedFields(fields, before, after)).toEqual([]);
    expect(sameValue({ b: 1, a: [1, { y: 2, x: null }] }, { a: [1, { y: 2 }], b: 1 })).toBe(true);
  });

  it('has nothing to compare the first version with', () => {
    expect(changedFields(fields, null, before).map(({ field }) => field.name)).toEqual([
      'code',
      'title',
      'startDate',
      'isActive',
    ]);
  });
});

describe('version roles', () => {
  const rows = [
    { id: '4', status: 'draft' as const, autosave: true },
    { id: '3', status: 'published' as const, autosave: false },
    { id: '2', status: 'published' as const, autosave: false },
    { id: '1', status: 'draft' as const, autosave: false },
  ];
  it('marks the current version, the one visitors see and earlier ones', () => {
    expect(Object.fromEntries(versionRole(rows, true))).toEqual({
      '4': ['roleCurrent', 'roleAutosave'],
      '3': ['roleLive'],
      '2': ['roleWasLive'],
      '1': ['roleDraft'],
    });
    // Unpublished: no version is what visitors see.
    expect(versionRole(rows, false).get('3')).toEqual(['roleWasLive']);
  });
});

describe('the schedule dialog’s first choice', () => {
  it('is Publish for a draft, even one never published, and for unpublished changes', () => {
    expect(defaultScheduleType({ hasPublishedDoc: false, unpublishedVersionCount: 0, modified: false })).toBe(
      'publish',
    );
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 2, modified: false })).toBe('publish');
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 0, modified: true })).toBe('publish');
  });
  it('is Unpublish only for a document live exactly as saved', () => {
    expect(defaultScheduleType({ hasPublishedDoc: true, unpublishedVersionCount: 0, modified: false })).toBe(
      'unpublish',
    );
  });
});
