/**
 * Payload's job queue: scheduled publishing (the `schedulePublish` task Payload adds for collections
 * with `schedulePublish`) and timed cache expiry (`expireTags`: time windows and settling, see
 * cms/jobs/expire-tags.ts). Jobs are run by the server itself, on time (cms/jobs/runner.ts).
 */
import type { Config, SanitizedConfig } from 'payload';

import { editsContent, hasRole } from '@/cms/access';
import { expireTagsTask } from '@/cms/jobs/expire-tags';
import { leadRetentionTask } from '@/cms/jobs/lead-retention';
import { isRunnerRequest } from '@/cms/jobs/runner-token';

export const jobs: Config['jobs'] = {
  tasks: [leadRetentionTask, expireTagsTask],
  access: {
    // The server's own runner, or an admin by hand; never an anonymous caller.
    run: ({ req }) => isRunnerRequest(req.headers) || hasRole(req.user, 'admin'),
    // Through the REST API only those who may publish may queue (support staff may not).
    queue: ({ req }) => editsContent(req.user),
    cancel: ({ req }) => editsContent(req.user),
  },
};

/** Attempts of a scheduled publish that fails (e.g. the database is busy), 5 s doubling each time. */
export const SCHEDULE_RETRIES = { attempts: 8, backoff: { type: 'exponential' as const, delay: 5_000 } };

/**
 * Payload's built-in `schedulePublish` task has no retries: one failure would drop the scheduled
 * change. Give it retries with backoff (Payload logs every failure).
 */
export function withScheduleRetries(config: SanitizedConfig): SanitizedConfig {
  const task = config.jobs?.tasks?.find(({ slug }) => slug === 'schedulePublish');
  if (task) task.retries = SCHEDULE_RETRIES;
  return config;
}
