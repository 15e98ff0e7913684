import type { CollectionBeforeChangeHook } from 'payload';

/**
 * Staff set the mail delivery back to Pending to send a lead now (a failed one, or one held for review): the
 * retry job then picks it up on its next round, whatever delay the backoff had set.
 */
export const resendOnPending: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation === 'update' && data.status === 'pending' && originalDoc?.status !== 'pending') {
    data.nextAttemptAt = new Date().toISOString();
  }
  return data;
};
