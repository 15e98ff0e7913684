/**
 * What the dashboard shows: upcoming scheduled publishing (Payload's `schedulePublish` jobs) with the
 * title of each document, and the latest contact submissions with their delivery state.
 */
import type { CollectionSlug, Payload, PayloadRequest } from 'payload';

export type ScheduledItem = {
  id: string;
  type: 'publish' | 'unpublish';
  at: string;
  title: string;
  href: string;
};

type JobInput = {
  type?: string;
  doc?: { relationTo?: string; value?: string | number };
  global?: string;
};

async function titleOf(payload: Payload, slug: CollectionSlug, id: string | number): Promise<string> {
  const doc = await payload
    .findByID({ collection: slug, id, depth: 0, draft: true, disableErrors: true })
    .catch(() => null);
  const field = payload.collections[slug]?.config.admin.useAsTitle ?? 'id';
  const value = (doc as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `${slug} #${id}`;
}

export async function scheduledItems(payload: Payload, limit = 20): Promise<ScheduledItem[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit,
    depth: 0,
  });
  const admin = payload.config.routes.admin;
  return Promise.all(
    docs.map(async (job) => {
      const input = (job.input ?? {}) as JobInput;
      const slug = input.doc?.relationTo as CollectionSlug | undefined;
      const id = input.doc?.value;
      const href = slug && id !== undefined ? `${admin}/collections/${slug}/${id}` : `${admin}/globals/${input.global}`;
      const title = slug && id !== undefined ? await titleOf(payload, slug, id) : String(input.global ?? '');
      return {
        id: String(job.id),
        type: input.type === 'unpublish' ? 'unpublish' : 'publish',
        at: String(job.waitUntil ?? ''),
        title,
        href,
      } satisfies ScheduledItem;
    }),
  );
}

export type SubmissionRow = {
  id: string;
  name: string;
  email: string;
  status: string;
  createdAt: string;
  href: string;
};

/** The latest submissions the signed-in user may read (support and admins); null for the others. */
export async function recentSubmissions(req: Pick<PayloadRequest, 'payload' | 'user'>, limit = 8) {
  const { payload, user } = req;
  const { docs } = await payload
    .find({ collection: 'contact-submissions', sort: '-createdAt', limit, depth: 0, overrideAccess: false, user })
    .catch(() => ({ docs: null }));
  if (!docs) return null;
  const admin = payload.config.routes.admin;
  return docs.map((doc): SubmissionRow => ({
    id: String(doc.id),
    name: doc.name,
    email: doc.email,
    status: doc.status,
    createdAt: doc.createdAt,
    href: `${admin}/collections/contact-submissions/${doc.id}`,
  }));
}
