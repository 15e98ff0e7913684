/**
 * The `expireTags` task of Payload's job queue: expires cache tags at a given time, inside a request
 * of the server (the server runs its queue itself: ./runner.ts, on time for each job: ./wake.ts),
 * where Next can expire its pages. Its uses, by `reason`:
 * - `start`, `end`: the boundaries of a document shown by its dates (a promotion's start and the
 *   first moment after its end), replaced whenever the document changes (./boundaries.ts);
 * - `script`: a change made outside the server (`payload run`), whose pages the server expires;
 * - `stale`: a page stored from content older than a change (lib/content/stale-guard.ts).
 *
 * A job that fails (Redis unreachable) is retried with backoff, each failure logged by Payload;
 * the tags are meanwhile expired again by this process as soon as Redis answers.
 */
import type { Payload, PayloadRequest, TaskConfig } from 'payload';

import { wakeJobRunner } from '@/cms/jobs/wake';
import { expireInNext, expireShared } from '@/lib/content/expire';
import type { Tag } from '@/lib/content/tags';

export const EXPIRE_TAGS_TASK = 'expireTags';
export const STALE_WRITE = 'stale';
const SCRIPT = 'script';
/** Reasons that are no change of content: the versions of the tags stay (no chain of re-expiries). */
const SAME_CONTENT = new Set([STALE_WRITE]);

/** 1 s, 2 s, 4 s, … doubling: 16 attempts reach about 18 hours. */
const RETRIES = { attempts: 16, backoff: { type: 'exponential' as const, delay: 1_000 } };

export const expireTagsTask: TaskConfig<'expireTags'> = {
  slug: EXPIRE_TAGS_TASK,
  label: 'Expire cached pages',
  inputSchema: [
    { name: 'tags', type: 'text', hasMany: true, required: true },
    /** Why (see above): `start`, `end`, `script` or `stale`. */
    { name: 'reason', type: 'text', required: true },
    /** The document whose boundary this is (`promotions:12`), to replace its jobs when it changes. */
    { name: 'document', type: 'text' },
  ],
  retries: RETRIES,
  handler: async ({ input, req }) => {
    const tags = (input.tags ?? []) as Tag[];
    expireInNext(tags);
    if (!(await expireShared(tags, { bump: !SAME_CONTENT.has(input.reason) }))) {
      throw new Error(`Redis unreachable: ${tags.join(', ')} (${input.reason}) expired here only; retrying`);
    }
    req.payload.logger.info(
      `expired ${tags.join(', ')} (${input.reason}${input.document ? ` ${input.document}` : ''})`,
    );
    return { output: {} };
  },
};

type Expiry = { tags: readonly Tag[]; at: Date; reason: string; document?: string };
/** Where to queue: Payload, and the request whose transaction the job joins (none: on its own). */
export type Queue = { payload: Payload; req?: PayloadRequest };

/** Queues an expiry at `at` and wakes this server's runner for it. */
export async function queueExpiry({ payload, req }: Queue, { tags, at, reason, document }: Expiry): Promise<void> {
  await payload.jobs.queue({
    task: EXPIRE_TAGS_TASK,
    input: { tags: [...tags], reason, document },
    waitUntil: at,
    req,
  });
  wakeJobRunner(at);
}

/** A change made outside the server: the server expires its pages (see cms/hooks/revalidate.ts). */
export function queueServerExpiry(req: PayloadRequest, tags: readonly Tag[]): Promise<void> {
  return queueExpiry({ payload: req.payload, req }, { tags, at: new Date(), reason: SCRIPT });
}
