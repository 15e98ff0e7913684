/**
 * A deleted document takes its waiting scheduled publishes and unpublishes with it. Payload leaves them
 * in the queue; the job would then fail when its time comes, or, since SQLite reuses the id of a deleted
 * last row, publish another document that was given the same id later (seen when a test created a post
 * right after another test deleted one with a schedule: the new post's schedule dialog listed both).
 */
import type { CollectionAfterDeleteHook, Where } from 'payload';

export const dropScheduledPublishes: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  const where: Where = {
    and: [
      { taskSlug: { equals: 'schedulePublish' } },
      { completedAt: { exists: false } },
      { 'input.doc.relationTo': { equals: collection.slug } },
      // The admin's dialog stores the id as a string, the Local API as given (a number here).
      { or: [String(id), Number(id)].map((value) => ({ 'input.doc.value': { equals: value } })) },
    ],
  };
  await req.payload.db.deleteMany({ collection: 'payload-jobs', where, req });
};
