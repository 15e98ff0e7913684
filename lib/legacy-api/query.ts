/** Query parsing of the legacy read API (pure). */
import { DEFAULT_POST_LIMIT, MAX_POST_LIMIT } from '@/lib/content/rules';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/** ?limit= : absent → 199; a positive integer → at most 199; anything else → error. */
export function parseLimit(raw: string | null): Parsed<number> {
  if (raw === null || raw.trim() === '') return { ok: true, value: DEFAULT_POST_LIMIT };
  if (!/^\d+$/.test(raw.trim())) return { ok: false, error: 'limit must be a positive integer' };
  const value = Number(raw.trim());
  if (value < 1) return { ok: false, error: 'limit must be a positive integer' };
  return { ok: true, value: Math.min(value, MAX_POST_LIMIT) };
}

export type BlogKey = { path: string } | { id: number };

/** ?path= (preferred) or ?blogId= ; missing or malformed → error. */
export function parseBlogKey(params: URLSearchParams): Parsed<BlogKey> {
  const path = params.get('path');
  if (path !== null && path !== '') {
    return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(path) && path.length <= 200
      ? { ok: true, value: { path } }
      : { ok: false, error: 'path must be lowercase letters, digits and hyphens' };
  }
  const id = params.get('blogId');
  if (id !== null && id !== '') {
    return /^\d{1,15}$/.test(id) && Number(id) > 0
      ? { ok: true, value: { id: Number(id) } }
      : { ok: false, error: 'blogId must be a positive integer' };
  }
  return { ok: false, error: 'path or blogId is required' };
}
