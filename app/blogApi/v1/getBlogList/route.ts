import { legacyApi } from '@/lib/legacy-api/cms';
import { parseLimit } from '@/lib/legacy-api/query';
import { badRequest, legacyRoute, ok } from '@/lib/legacy-api/respond';

export const dynamic = 'force-dynamic';

/** ?limit= default 199, at most 199; not a positive integer → 400. */
export const GET = legacyRoute('getBlogList', async (url) => {
  const limit = parseLimit(url.searchParams.get('limit'));
  if (!limit.ok) return badRequest(limit.error);
  return ok(await legacyApi().blogList(limit.value));
});
