/**
 * Which fields differ between two saved versions of a document, and in which languages: the
 * "changed" column of the version history and the rows of the comparison. Bookkeeping that changes
 * with every save (timestamps, status, author) is not a change staff made to the content.
 */
import type { FlattenedField } from 'payload';

const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', '_status', 'updatedBy']);

export type FieldChange = {
  field: FlattenedField;
  /** The languages that changed, for a translated field (null for one that has no languages). */
  locales: string[] | null;
};

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** JSON with sorted keys and empty values dropped, so equal content compares equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const entries = Object.entries(inner as Record<string, unknown>)
        .filter(([, item]) => !isEmpty(item))
        .sort(([a], [b]) => a.localeCompare(b));
      return Object.fromEntries(entries);
    }
    return inner;
  });
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  return canonical(a) === canonical(b);
}

function localeMap(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The content fields that differ between `before` (null: the first version) and `after`, in field order. */
export function changedFields(
  fields: readonly FlattenedField[],
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (BOOKKEEPING.has(field.name) || field.type === 'join') continue;
    const a = before?.[field.name];
    const b = after[field.name];
    if ('localized' in field && field.localized) {
      const old = localeMap(a);
      const now = localeMap(b);
      const locales = [...new Set([...Object.keys(old), ...Object.keys(now)])].filter(
        (locale) => !sameValue(old[locale], now[locale]),
      );
      if (locales.length) changes.push({ field, locales });
    } else if (!sameValue(a, b)) {
      changes.push({ field, locales: null });
    }
  }
  return changes;
}
