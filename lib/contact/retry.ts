import 'server-only';

import { deliverDue, mailTransport } from '@/lib/contact/server';
import { contactSettings } from '@/lib/contact/settings';
import { startTicker } from '@/lib/server/ticker';

/**
 * The retry job: every CONTACT_RETRY_INTERVAL_MS, deliver the submissions that are due (new ones whose
 * immediate attempt never ran, failed ones whose backoff has passed, abandoned claims). Started once per
 * server process from instrumentation.ts (lib/server/ticker.ts: never overlapping, never keeping the
 * process alive). Several processes on one database are safe: a submission is claimed before it is sent.
 */
export function startRetryJob(): void {
  const transport = mailTransport();
  if (!transport) {
    console.warn('[contact] no mail transport configured (SMTP_URL or ADMIN_API_URL): submissions stay pending');
    return;
  }
  const { retryIntervalMs } = contactSettings();
  if (startTicker('contact', retryIntervalMs, deliverDue))
    console.info(`[contact] retry job started: ${transport.name}, every ${retryIntervalMs} ms`);
}
