/**
 * A document id in a REST path that is not a number answers 404, as an unknown number does. (A
 * version id is Payload's own check: `/api/<collection>/versions/abc` answers 400, never reaching this.)
 * Payload reads the path's id with parseFloat when ids are numeric (SQLite and PostgreSQL here), so
 * `GET /api/posts/abc` queried the database with NaN, which the driver refuses: the visitor got a 500
 * and the log an error, for any public collection and for `POST /api/<collection>/abc/duplicate` even
 * without a session. Payload has no option for it; a `beforeOperation` hook on every collection runs
 * before any access check or read.
 */
import { NotFound, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload';

/** The arguments of Payload's operations that carry an id from the path (`duplicateFromID`: duplicate). */
const ID_ARGUMENTS = ['id', 'duplicateFromID'] as const;

export const refuseIdsThatAreNotNumbers: CollectionBeforeOperationHook = ({ args, req }) => {
  const given = args as Partial<Record<(typeof ID_ARGUMENTS)[number], unknown>>;
  for (const key of ID_ARGUMENTS) {
    const id = given[key];
    if (typeof id === 'number' && !Number.isFinite(id)) throw new NotFound(req.t);
  }
  return args;
};

/** `collection` with the check first among its `beforeOperation` hooks. */
export function withIdCheck(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {};
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [refuseIdsThatAreNotNumbers, ...(hooks.beforeOperation ?? [])] },
  };
}
