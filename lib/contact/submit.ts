/**
 * Accepting a submission, shared by the form's server action and POST /mail/send: rate limit, bot checks,
 * validation with the form's schema, then storing it. Delivery happens afterwards (deliver.ts), so a stored
 * submission is a success for the visitor whatever the mail server does.
 */
import type { Locale } from '@/i18n/locales';
import type { FieldErrors } from '@/lib/contact/fields';
import { parseContact } from '@/lib/contact/schema';
import { serviceLabel } from '@/lib/contact/mail';
import type { RateDecision } from '@/lib/contact/rate-limit';
import type { NewSubmission } from '@/lib/contact/store';

export type Acceptance =
  | { kind: 'stored'; id: string | number }
  /** Honeypot filled or sent too fast: answered like a success, nothing stored or sent. */
  | { kind: 'dropped'; reason: 'honeypot' | 'too-fast' }
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
};

export type AcceptDeps = {
  rateLimit(key: string): Promise<RateDecision>;
  minFillMs: number;
  store: { create(data: NewSubmission, now: Date): Promise<{ id: string | number }> };
  now?: () => Date;
};

export async function acceptSubmission(request: SubmissionRequest, deps: AcceptDeps): Promise<Acceptance> {
  const decision = await deps.rateLimit(request.clientAddress);
  if (!decision.ok) return { kind: 'rate-limited', retryAfterMs: decision.retryAfterMs };

  if (typeof request.honeypot === 'string' ? request.honeypot.trim() !== '' : request.honeypot != null) {
    return { kind: 'dropped', reason: 'honeypot' };
  }
  if (request.elapsedMs !== undefined) {
    const elapsed = Number(request.elapsedMs);
    if (!Number.isFinite(elapsed) || elapsed < deps.minFillMs) return { kind: 'dropped', reason: 'too-fast' };
  }

  const parsed = parseContact(request.fields);
  if (!parsed.ok) return { kind: 'invalid', errors: parsed.errors };

  const { name, email, phone, service, message } = parsed.data;
  try {
    const stored = await deps.store.create(
      { name, email, phone, service: serviceLabel(service), message, locale: request.locale },
      (deps.now ?? (() => new Date()))(),
    );
    return { kind: 'stored', id: stored.id };
  } catch (error) {
    console.error('[contact] storing a submission failed', error);
    return { kind: 'failed' };
  }
}
