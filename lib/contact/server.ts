import 'server-only';

import { deliverSubmission, type DeliveryDeps } from '@/lib/contact/deliver';
import { createRateLimiter, type RateDecision, type RateLimiter } from '@/lib/contact/rate-limit';
import { contactSettings } from '@/lib/contact/settings';
import { payloadSubmissionStore } from '@/lib/contact/store';
import { acceptSubmission, type SubmissionRequest } from '@/lib/contact/submit';
import { createTransport, type MailTransport } from '@/lib/contact/transport';
import { content, contentSource } from '@/lib/content';
import { quoteCustomPackage } from '@/lib/sms/pricing';
import { sharedRedisReady } from '@/lib/server/redis.mjs';

/**
 * The contact feature wired to this process: one rate limiter, one transport, the CMS store. Kept on
 * globalThis because the server action, the route handler and instrumentation.ts are separate bundles that
 * must share them.
 */
type Shared = { limiter?: Promise<RateLimiter>; transport?: MailTransport | null };
const shared = ((globalThis as { __sabaiContact?: Shared }).__sabaiContact ??= {});

function limiter(): Promise<RateLimiter> {
  const { rateLimit, rateWindowMs } = contactSettings();
  return (shared.limiter ??= sharedRedisReady().then((redis) => createRateLimiter(rateLimit, rateWindowMs, redis)));
}

export function mailTransport(): MailTransport | null {
  if (shared.transport === undefined) shared.transport = createTransport(contactSettings());
  return shared.transport;
}

function deliveryDeps(): DeliveryDeps {
  const settings = contactSettings();
  return {
    store: payloadSubmissionStore,
    transport: mailTransport(),
    async mailContext() {
      // Uncached on purpose: the retry job runs outside any request, and staff edits apply at once.
      const config = await contentSource().siteConfig('th');
      return { to: config.emailSubmitForm, siteName: config.siteName };
    },
    from: settings.mailFrom,
    retryBaseMs: settings.retryBaseMs,
    maxAttempts: settings.maxAttempts,
    staleClaimMs: settings.staleClaimMs,
  };
}

/** Counts one submission of a client address against the rate limit. */
export async function takeRate(address: string): Promise<RateDecision> {
  return (await limiter()).take(address);
}

/** Bot checks, validation and storage; `rateChecked` when the caller has already counted the request. */
export function accept(request: SubmissionRequest, rateChecked = false) {
  return acceptSubmission(request, {
    rateLimit: rateChecked ? async () => ({ ok: true }) : takeRate,
    minFillMs: contactSettings().minFillMs,
    store: payloadSubmissionStore,
    // The price ranges the calculator showed (the same cached read), so the stored quote is the site's own.
    quote: async (credits) => quoteCustomPackage(await content.priceRanges(), credits),
  });
}

/** One attempt for one submission; never throws (failures are recorded and logged). */
export async function deliver(id: string | number): Promise<void> {
  try {
    await deliverSubmission(id, deliveryDeps());
  } catch (error) {
    console.error(`[contact] delivery of submission ${id} could not run`, error);
  }
}

/** Delivers every due submission, one at a time. Returns how many were tried. */
export async function deliverDue(limit = 20): Promise<number> {
  const now = new Date();
  const staleBefore = new Date(now.getTime() - contactSettings().staleClaimMs);
  const ids = await payloadSubmissionStore.due(now, staleBefore, limit);
  for (const id of ids) await deliver(id);
  return ids.length;
}
