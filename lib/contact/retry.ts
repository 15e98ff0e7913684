import 'server-only';

import { deliverDue, mailTransport } from '@/lib/contact/server';
import { contactSettings } from '@/lib/contact/settings';

/**
 * The retry job: every CONTACT_RETRY_INTERVAL_MS, deliver the submissions that are due (new ones whose
 * immediate attempt never ran, failed ones whose backoff has passed, abandoned claims). Started once per
 * server process from instrumentation.ts; its timer never keeps the process alive. Several processes on
 * one database are safe: a submission is claimed before it is sent.
 */
const state = ((globalThis as { __sabaiContactRetry?: { started: boolean } }).__sabaiContactRetry ??= {
  started: false,
});

export function startRetryJob(): void {
  if (state.started) return;
  state.started = true;
  const transport = mailTransport();
  if (!transport) {
    console.warn('[contact] no mail transport configured (SMTP_URL or ADMIN_API_URL): submissions stay pending');
    return;
  }
  const { retryIntervalMs } = contactSettings();
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverDue();
    } catch (error) {
      console.error('[contact] retry job failed; trying again next round', error);
    } finally {
      running = false;
    }
  };
  setInterval(tick, retryIntervalMs).unref();
  console.info(`[contact] retry job started: ${transport.name}, every ${retryIntervalMs} ms`);
}
