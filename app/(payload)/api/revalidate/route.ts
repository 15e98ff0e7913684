import { expireInNext, expireShared } from '@/lib/content/expire';
import { TAGS } from '@/lib/content/tags';
import { sameSecret } from '@/lib/server/secrets';

/**
 * POST /api/revalidate with "Authorization: Bearer <REVALIDATE_SECRET>": expires every content
 * entry (tag `content`, carried by every read), for the remote source, whose backend cannot call
 * our CMS hooks. The next request of each page regenerates it, on every instance.
 * 503 when REVALIDATE_SECRET is unset, 401 when the token is wrong.
 */
export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const secret = process.env.REVALIDATE_SECRET;
  if (!secret) return Response.json({ revalidated: false, message: 'Revalidation is not configured' }, { status: 503 });
  const header = request.headers.get('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  if (!token || !sameSecret(token, secret)) {
    return Response.json({ revalidated: false, message: 'Unauthorized' }, { status: 401 });
  }
  const tags = [TAGS.all];
  expireInNext(tags);
  const shared = await expireShared(tags);
  return Response.json({ revalidated: true, tags, shared, now: Date.now() });
}
