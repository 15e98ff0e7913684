import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload';

import { LOGGED_FIELDS, type LoggedField } from '@/cms/collections/leads/options';

/**
 * Every change of a lead's sales status, assignee or notes is recorded on the lead itself (`salesLog`): when,
 * by whom, from what to what. The log cannot be written through any API (field access); this hook appends
 * to it. A note's text is not copied into the log (notes may hold personal data the retention job clears),
 * only that the notes changed.
 */
type Entry = {
  id?: string;
  at: string;
  user: number | string | null;
  userName: string;
  field: LoggedField;
  from: string | null;
  to: string | null;
};

const idOf = (value: unknown): number | string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'object') return (value as { id?: number | string }).id ?? null;
  return value as number | string;
};

export async function staffName(req: PayloadRequest, id: number | string | null): Promise<string | null> {
  if (id === null) return null;
  const user = await req.payload
    .findByID({ collection: 'users', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    .catch(() => null);
  return user ? String(user.username ?? user.email) : `#${id}`;
}

export const recordSalesChanges: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation === 'create') {
    data.salesLog = [];
    return data;
  }
  const before = originalDoc ?? {};
  const entries: Entry[] = [];
  const at = new Date().toISOString();
  const actor = req.user as { id?: number | string; username?: string; email?: string } | null | undefined;
  const base = { at, user: actor?.id ?? null, userName: String(actor?.username ?? actor?.email ?? 'system') };
  for (const field of LOGGED_FIELDS) {
    if (!(field in data)) continue;
    if (field === 'assignee') {
      const [from, to] = [idOf(before.assignee), idOf(data.assignee)];
      if (String(from) === String(to)) continue;
      const toName = await staffName(req, to);
      data.assigneeName = toName;
      entries.push({ ...base, field, from: (before.assigneeName as string | null) ?? null, to: toName });
    } else if (field === 'salesNotes') {
      if ((before.salesNotes ?? '') !== (data.salesNotes ?? '')) entries.push({ ...base, field, from: null, to: null });
    } else if ((before.salesStatus ?? null) !== (data.salesStatus ?? null)) {
      entries.push({ ...base, field, from: before.salesStatus ?? null, to: data.salesStatus ?? null });
    }
  }
  const log = Array.isArray(before.salesLog) ? (before.salesLog as Entry[]) : [];
  const kept = log.map(({ id, at, user, userName, field, from, to }) => ({
    id,
    at,
    user: idOf(user),
    userName,
    field,
    from,
    to,
  }));
  data.salesLog = [...kept, ...entries];
  return data;
};
