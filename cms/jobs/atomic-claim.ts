/**
 * Payload 3.90's SQL adapters pick jobs to run by reading them and then writing `processing: true` by id
 * (@payloadcms/drizzle updateJobs): two instances that run their queue at the same moment can both pick
 * the same scheduled publish. Here that one call (mark processing, by a filter, no id) claims each job
 * with a conditional UPDATE … WHERE processing = false RETURNING, inside Payload's own transaction: on
 * SQLite the file lock orders the writers, on PostgreSQL the second UPDATE waits for the first and then
 * matches nothing. A job goes to exactly one instance; the others get the rest or nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { BaseDatabaseAdapter, DatabaseAdapterObj, TypeWithID } from 'payload';

type UpdateJobs = BaseDatabaseAdapter['updateJobs'];
type Sql = {
  update(table: unknown): {
    set(values: Record<string, unknown>): {
      where(condition: unknown): { returning(): Promise<unknown[]> };
    };
  };
};
type SqlAdapter = BaseDatabaseAdapter & {
  drizzle: Sql;
  sessions: Record<string | number, { db: Sql } | undefined>;
  tables: Record<string, { id: unknown; processing: unknown } | undefined>;
};

function claimAtomically(adapter: SqlAdapter): void {
  const original: UpdateJobs = adapter.updateJobs.bind(adapter);
  adapter.updateJobs = async (args) => {
    if ('id' in args || args.data?.processing !== true) return original(args);
    const table = adapter.tables['payload_jobs'];
    if (!table) throw new Error('Table payload_jobs is missing; run the migrations');
    const { docs } = await adapter.find({
      collection: 'payload-jobs',
      where: args.where,
      limit: args.limit ?? 0,
      sort: args.sort,
      pagination: false,
      req: args.req,
    });
    const transaction = args.req?.transactionID ? await args.req.transactionID : undefined;
    const db = (transaction !== undefined && adapter.sessions[transaction]?.db) || adapter.drizzle;
    const claimed = [];
    for (const job of docs as Array<TypeWithID & Record<string, unknown>>) {
      const rows = await db
        .update(table)
        .set({ processing: true, updatedAt: args.data.updatedAt ?? new Date().toISOString() })
        .where(and(eq(table.id as never, job.id), eq(table.processing as never, false)))
        .returning();
      if (rows.length) claimed.push({ ...job, processing: true });
    }
    return args.returning === false ? null : (claimed as Awaited<ReturnType<UpdateJobs>>);
  };
}

/** The database adapter with job claims made atomic (see above). */
export function withAtomicJobClaims(result: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args);
      claimAtomically(adapter as SqlAdapter);
      return adapter;
    },
  };
}
