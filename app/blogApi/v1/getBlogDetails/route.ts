import { legacyApi } from '@/lib/legacy-api/cms';
import { parseBlogKey } from '@/lib/legacy-api/query';
import { badRequest, legacyRoute, notFound, ok } from '@/lib/legacy-api/respond';

export const dynamic = 'force-dynamic';

/** ?path= or ?blogId= (both work here); unknown or inactive → 404. */
export const GET = legacyRoute('getBlogDetails', async (url) => {
  const key = parseBlogKey(url.searchParams);
  if (!key.ok) return badRequest(key.error);
  const blog = await legacyApi().blogDetails(key.value);
  return blog ? ok(blog) : notFound('Blog not found');
});
