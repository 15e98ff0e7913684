/**
 * The job runner of the server (cms/jobs/runner.ts) calls Payload's /api/payload-jobs/run like a
 * cron would. It proves itself with a token derived from PAYLOAD_SECRET, so no extra secret has to
 * be configured and nobody without the secret can trigger job runs.
 */
import { createHmac } from 'node:crypto';

import { sameSecret } from '@/lib/server/secrets';

export function runnerToken(): string {
  return createHmac('sha256', process.env.PAYLOAD_SECRET || '')
    .update('payload-jobs-runner')
    .digest('base64url');
}

export function isRunnerRequest(headers: Headers): boolean {
  if (!process.env.PAYLOAD_SECRET) return false;
  return sameSecret(headers.get('authorization') ?? '', `Bearer ${runnerToken()}`);
}
