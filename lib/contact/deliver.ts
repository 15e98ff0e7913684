/**
 * One delivery attempt of a stored submission: claim it, send it, record the outcome. Kept free of Payload and
 * nodemailer (they come in as dependencies) so it is unit-tested with fakes.
 */
import { randomUUID } from 'node:crypto';

import { buildContactMail } from '@/lib/contact/mail';
import { retryDelayMs, STALE_CLAIM_MS } from '@/lib/contact/settings';
import type { SubmissionStore } from '@/lib/contact/store';
import type { MailTransport } from '@/lib/contact/transport';

export const NO_TRANSPORT = 'no mail transport configured (set SMTP_URL or ADMIN_API_URL)';

export type DeliveryDeps = {
  store: SubmissionStore;
  transport: MailTransport | null;
  /** Recipient (Site settings → emailSubmitForm) and site name, read at send time. */
  mailContext(): Promise<{ to: string | null; siteName: string }>;
  from: string;
  retryBaseMs: number;
  maxAttempts: number;
  /** Age after which another attempt may take over a claim (default STALE_CLAIM_MS). */
  staleClaimMs?: number;
  now?: () => Date;
};

export type DeliveryResult = 'sent' | 'failed' | 'gave-up' | 'skipped' | 'no-transport';

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const code = (error as { code?: unknown; responseCode?: unknown }).responseCode ?? (error as { code?: unknown }).code;
  return `${code ? `${String(code)}: ` : ''}${error.message}`.slice(0, 500);
}

export async function deliverSubmission(id: string | number, deps: DeliveryDeps): Promise<DeliveryResult> {
  const now = deps.now ?? (() => new Date());
  if (!deps.transport) {
    await deps.store.note(id, NO_TRANSPORT, now());
    return 'no-transport';
  }
  const token = randomUUID();
  const started = now();
  const submission = await deps.store.claim(
    id,
    token,
    started,
    new Date(started.getTime() - (deps.staleClaimMs ?? STALE_CLAIM_MS)),
  );
  if (!submission) return 'skipped';
  try {
    const { to, siteName } = await deps.mailContext();
    if (!to) throw new Error('no recipient: set "Contact-form mail goes to" in Site settings');
    await deps.transport.send(buildContactMail(submission, { from: deps.from, to, siteName }));
  } catch (error) {
    const giveUp = submission.attempts >= deps.maxAttempts;
    const lastError = `${giveUp ? `gave up after ${submission.attempts} attempts; ` : ''}${describeError(error)}`;
    const nextAttemptAt = giveUp
      ? null
      : new Date(now().getTime() + retryDelayMs(submission.attempts, deps.retryBaseMs));
    console.error(`[contact] delivery of submission ${id} failed (attempt ${submission.attempts})`, error);
    await deps.store.settle(id, token, { status: 'failed', lastError, nextAttemptAt }, now());
    return giveUp ? 'gave-up' : 'failed';
  }
  await deps.store.settle(id, token, { status: 'sent' }, now());
  return 'sent';
}
