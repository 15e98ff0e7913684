/**
 * What each saved version is to staff: the current one (the newest save), the one visitors see,
 * an earlier published one, a draft or an autosave. `rows` are newest first.
 */
import type { AdminTextKey } from '@/cms/admin/translations';

export type VersionRole = Extract<
  AdminTextKey,
  'roleCurrent' | 'roleLive' | 'roleWasLive' | 'roleDraft' | 'roleAutosave'
>;

export function versionRole(
  rows: ReadonlyArray<{ id: string; status: 'published' | 'draft'; autosave: boolean }>,
  hasPublishedDoc: boolean,
): Map<string, VersionRole[]> {
  const live = hasPublishedDoc ? rows.find((row) => row.status === 'published')?.id : undefined;
  return new Map(
    rows.map((row, index) => {
      const roles: VersionRole[] = index === 0 ? ['roleCurrent'] : [];
      if (row.id === live) roles.push('roleLive');
      else if (row.status === 'published') roles.push('roleWasLive');
      else roles.push(row.autosave ? 'roleAutosave' : 'roleDraft');
      return [row.id, roles];
    }),
  );
}
