/**
 * Accepting a submission, shared by the form's server action and POST /mail/send: rate limit, validation with
 * the form's schema, then storing it with its attribution. Delivery happens afterwards (deliver.ts), so a
 * stored submission is a success for the visitor whatever the mail server does.
 *
 * No lead is dropped in silence: what the bot checks doubt is stored and flagged for staff review. A form sent
 * sooner than CONTACT_MIN_FILL_MS after it appeared (browser autofill does that) is stored, flagged and mailed
 * with the flag; one whose hidden honeypot field is filled is stored, flagged and held (not mailed) until staff
 * release it. Either way the visitor is told the truth: the submission was received.
 */
import type { EntryPoint, ReviewReason } from '@/cms/collections/leads/options';
import type { Locale } from '@/i18n/locales';
import type { Attribution } from '@/lib/contact/attribution';
import type { FieldErrors } from '@/lib/contact/fields';
import { parseContact } from '@/lib/contact/schema';
import { serviceLabel } from '@/lib/contact/mail';
import type { RateDecision } from '@/lib/contact/rate-limit';
import type { NewSubmission } from '@/lib/contact/store';
import type { CustomPackageQuote } from '@/lib/sms/pricing';

export type Acceptance =
  /** Stored; `review` when the bot checks doubt it (then `held` when it is not mailed until staff release it). */
  | { kind: 'stored'; id: string | number; review: ReviewReason | null; held: boolean }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'rate-limited'; retryAfterMs: number }
  /** The submission could not be stored (database fault); logged. */
  | { kind: 'failed' };

export type SubmissionRequest = {
  /** name, email, phone, service, message (anything else is ignored). */
  fields: unknown;
  /** The hidden honeypot field; people leave it empty. */
  honeypot?: unknown;
  /** Milliseconds between the form appearing and being sent; undefined when the caller is not the form. */
  elapsedMs?: unknown;
  locale: Locale;
  clientAddress: string;
  /** Where the form was sent from; `calculator` needs a quotable `quoteCredits`, else it is a plain form. */
  entryPoint: EntryPoint;
  /** Credits of the calculator's quote the form was filled from (untrusted: re-priced on the server). */
  quoteCredits?: unknown;
  attribution?: Attribution;
};

export type AcceptDeps = {
  rateLimit(key: string): Promise<RateDecision>;
  minFillMs: number;
  store: { create(data: NewSubmission, now: Date): Promise<{ id: string | number }> };
  /** The custom package price of `credits` with the current price ranges; null when none applies. */
  quote?(credits: number): Promise<CustomPackageQuote | null>;
  now?: () => Date;
};

/** Why the bot checks doubt a request, or null. */
function reviewReasonOf(request: SubmissionRequest, minFillMs: number): ReviewReason | null {
  if (typeof request.honeypot === 'string' ? request.honeypot.trim() !== '' : request.honeypot != null)
    return 'honeypot';
  if (request.elapsedMs !== undefined) {
    const elapsed = Number(request.elapsedMs);
    if (!Number.isFinite(elapsed) || elapsed < minFillMs) return 'tooFast';
  }
  return null;
}

async function quoteOf(request: SubmissionRequest, deps: AcceptDeps): Promise<CustomPackageQuote | null> {
  const credits = Number(request.quoteCredits);
  if (request.quoteCredits === undefined || !Number.isSafeInteger(credits) || credits < 1 || !deps.quote) return null;
  try {
    return await deps.quote(credits);
  } catch (error) {
    // The lead matters more than its quote: store it without one.
    console.error('[contact] pricing the quote of a submission failed', error);
    return null;
  }
}

export async function acceptSubmission(request: SubmissionRequest, deps: AcceptDeps): Promise<Acceptance> {
  const decision = await deps.rateLimit(request.clientAddress);
  if (!decision.ok) return { kind: 'rate-limited', retryAfterMs: decision.retryAfterMs };

  const parsed = parseContact(request.fields);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };

  const review = reviewReasonOf(request, deps.minFillMs);
  const held = review === 'honeypot';
  const { name, email, phone, service, message } = parsed.data;
  try {
    const quote = request.entryPoint === 'calculator' ? await quoteOf(request, deps) : null;
    const stored = await deps.store.create(
      {
        name,
        email,
        phone,
        service: serviceLabel(service),
        message,
        locale: request.locale,
        entryPoint: request.entryPoint === 'calculator' && !quote ? 'form' : request.entryPoint,
        quote,
        reviewReason: review,
        held,
        ...request.attribution,
      },
      (deps.now ?? (() => new Date()))(),
    );
    return { kind: 'stored', id: stored.id, review, held };
  } catch (error) {
    console.error('[contact] storing a submission failed', error);
    return { kind: 'failed' };
  }
}
