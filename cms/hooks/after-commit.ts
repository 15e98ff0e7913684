/**
 * Work that must wait until a change is committed. Payload runs `afterChange`/`afterDelete` hooks
 * inside the operation's transaction, before the commit: expiring shared cache entries there would
 * let a visitor arriving in between regenerate a page from the old rows and keep it. Payload has no
 * after-commit hook, so the database adapter's commitTransaction runs the work queued for its
 * transaction once the commit returns (and before the operation returns: the editor's request ends
 * after the expiry). A rollback drops it. Without a transaction (SQLite here: each write commits by
 * itself) the work runs at once.
 */
import type { DatabaseAdapterObj, PayloadRequest } from 'payload';

type Work = () => Promise<unknown>;
type TransactionID = number | string;

const queued = new Map<TransactionID, Work[]>();

async function runAll(work: Work[]): Promise<void> {
  for (const item of work) {
    try {
      await item();
    } catch (error) {
      console.error(new Error('[after-commit] work after a commit failed', { cause: error }));
    }
  }
}

/**
 * Runs `work` once the request's transaction has committed (at once when there is none). Only a
 * string or number is a transaction's id: Payload's REST requests on an adapter without transactions
 * carry other values there (an empty object was seen), and no commit will come for them.
 */
export async function afterCommit(req: PayloadRequest, work: Work): Promise<void> {
  const id: unknown = await req.transactionID;
  if (typeof id !== 'string' && typeof id !== 'number') return runAll([work]);
  queued.set(id, [...(queued.get(id) ?? []), work]);
}

/** The database adapter with after-commit work (see above). */
export function withAfterCommit(result: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args);
      const commit = adapter.commitTransaction.bind(adapter);
      const rollback = adapter.rollbackTransaction.bind(adapter);
      adapter.commitTransaction = async (transaction) => {
        const id = await transaction;
        const work = queued.get(id) ?? [];
        queued.delete(id);
        await commit(id);
        await runAll(work);
      };
      adapter.rollbackTransaction = async (transaction) => {
        const id = await transaction;
        queued.delete(id);
        await rollback(id);
      };
      return adapter;
    },
  };
}
