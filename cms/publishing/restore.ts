/**
 * Restoring an earlier version publishes it (the admin's "Restore this version"), so an undo takes
 * the site back at once; restoring "as draft" stays a draft. Payload restores a version with the
 * status it was saved with, which for an autosaved draft would take the live document down.
 */
import type { CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload';

const RESTORE = 'publishing.restore';

export const markRestore: CollectionBeforeOperationHook = ({ args, operation, context }) => {
  if (operation === 'restoreVersion') context[RESTORE] = !(args as { draft?: boolean }).draft;
  return args;
};

export const publishRestored: CollectionBeforeChangeHook = ({ data, context }) => {
  if (!context[RESTORE]) return data;
  context[RESTORE] = false;
  return { ...data, _status: 'published' };
};
