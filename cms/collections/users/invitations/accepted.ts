import type { Payload } from 'payload';

/** Marks the open invitation of this account accepted (its first password is set); true if there was one. */
export async function markInvitationAccepted(payload: Payload, userId: number): Promise<boolean> {
  const { docs } = await payload.update({
    collection: 'staff-invitations',
    where: { and: [{ user: { equals: userId } }, { acceptedAt: { exists: false } }] },
    data: { acceptedAt: new Date().toISOString() },
    overrideAccess: true,
    depth: 0,
  });
  return docs.length > 0;
}
