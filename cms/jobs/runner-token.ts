/**
 * The job runner of the server (cms/jobs/runner.ts) calls Payload's /api/payload-jobs/run like a
 * cron would. It proves itself with a token derived from PAYLOAD_SECRET, so no extra secret has to
 * be configured and nobody without the secret can trigger job runs.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function runnerToken(): string {
  return createHmac('sha256', process.env.PAYLOAD_SECRET || '')
    .update('payload-jobs-runner')
    .digest('base64url');
}

export function isRunnerRequest(headers: Headers): boolean {
  const secret = process.env.PAYLOAD_SECRET;
  if (!secret) return false;
  const sent = Buffer.from(headers.get('authorization') ?? '');
  const expected = Buffer.from(`Bearer ${runnerToken()}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
