/** The latest contact submissions with their delivery state, for the dashboard. */
import type { ServerProps } from 'payload';

export type SubmissionRow = {
  id: string;
  name: string;
  email: string;
  status: string;
  createdAt: string;
  href: string;
};

/** The latest submissions the signed-in user may read (support and admins); null for the others. */
export async function recentSubmissions({ payload, user }: Pick<ServerProps, 'payload' | 'user'>, limit = 8) {
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
