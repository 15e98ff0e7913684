import { Forbidden, type Endpoint, type Where } from 'payload';

import { leadsCsv } from '@/cms/collections/leads/csv';

/** Rows one export may hold; past it the file says so in its name rather than growing without bound. */
export const EXPORT_LIMIT = 10_000;
const SEARCHABLE = ['email', 'name', 'phone', 'utmCampaign'];

/**
 * GET /api/contact-submissions/export?<the list view's query>: the leads the list shows (its `where` filter,
 * `search` and `sort`) as a CSV download. Read through Payload's access control with the signed-in user, so
 * only those who may read leads (admin, support) get rows; anyone else gets 403.
 */
export const exportLeadsEndpoint: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    if (!req.user) return Response.json({ errors: [{ message: 'Sign in to export leads.' }] }, { status: 401 });
    const query = req.query as { where?: Where; search?: unknown; sort?: unknown };
    const and: Where[] = [];
    if (query.where && typeof query.where === 'object') and.push(query.where);
    if (typeof query.search === 'string' && query.search.trim()) {
      const search = query.search.trim();
      and.push({ or: SEARCHABLE.map((field) => ({ [field]: { like: search } })) });
    }
    try {
      const { docs, totalDocs } = await req.payload.find({
        collection: 'contact-submissions',
        where: and.length ? { and } : undefined,
        sort: typeof query.sort === 'string' && query.sort ? query.sort : '-createdAt',
        limit: EXPORT_LIMIT,
        depth: 0,
        overrideAccess: false,
        user: req.user,
        req,
      });
      const lang = req.i18n?.language === 'en' ? 'en' : 'th';
      const stamp = new Date().toISOString().slice(0, 10);
      const partial = totalDocs > docs.length ? `-first-${docs.length}-of-${totalDocs}` : '';
      return new Response(leadsCsv(docs as unknown as Array<Record<string, unknown>>, lang), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="leads-${stamp}${partial}.csv"`,
          'Cache-Control': 'private, no-store',
        },
      });
    } catch (error) {
      if (error instanceof Forbidden) return Response.json({ errors: [{ message: error.message }] }, { status: 403 });
      req.payload.logger.error({ err: error, msg: '[leads] CSV export failed' });
      return Response.json({ errors: [{ message: 'The export failed; see the server log.' }] }, { status: 500 });
    }
  },
};
