import 'server-only';

import type { SQLiteAdapter } from '@payloadcms/db-sqlite';
import { and, asc, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';

import type { EntryPoint, ReviewReason } from '@/cms/collections/leads/options';
import type { Locale } from '@/i18n/locales';
import { ATTRIBUTION_FIELDS, type Attribution } from '@/lib/contact/attribution';
import type { SubmissionForMail } from '@/lib/contact/mail';
import type { CustomPackageQuote } from '@/lib/sms/pricing';
import { payloadClient } from '@/lib/content/payload';

/**
 * Submissions in the CMS (collection `contact-submissions`). Creating goes through Payload's Local API; the
 * state changes of a delivery are single conditional UPDATEs on the table, so that exactly one attempt can
 * hold a submission ("claim") and only that attempt can record its outcome. Which submissions are due is one
 * condition (`dueNow`), used both to list them and to claim one.
 */
export type NewSubmission = Pick<SubmissionForMail, 'name' | 'email' | 'phone' | 'service' | 'message'> &
  Partial<Attribution> & {
    locale: Locale;
    entryPoint: EntryPoint;
    quote: CustomPackageQuote | null;
    reviewReason: ReviewReason | null;
    /** Kept for review: stored with delivery 'held', never mailed until staff set it to Pending. */
    held: boolean;
  };
export type ClaimedSubmission = SubmissionForMail & { attempts: number };
type Outcome = { status: 'sent' } | { status: 'failed'; lastError: string; nextAttemptAt: Date | null };

export interface SubmissionStore {
  create(data: NewSubmission, now: Date): Promise<{ id: string | number }>;
  /** Marks a due submission 'sending' under `token` and counts the attempt; null when another holds it. */
  claim(id: string | number, token: string, now: Date, staleBefore: Date): Promise<ClaimedSubmission | null>;
  /** Records the outcome of the attempt holding `token`. */
  settle(id: string | number, token: string, outcome: Outcome, now: Date): Promise<void>;
  /** Notes why nothing was attempted (no transport), leaving the submission pending. */
  note(id: string | number, lastError: string, now: Date): Promise<void>;
  /** Ids whose (re)delivery is due, oldest first. */
  due(now: Date, staleBefore: Date, limit: number): Promise<Array<string | number>>;
}

const COLLECTION = 'contact-submissions';
/** Text columns of a lead the mail names besides its fields (read back when a delivery is claimed). */
const MAIL_TEXT_COLUMNS = ['entryPoint', ...ATTRIBUTION_FIELDS, 'reviewReason'] as const;

async function table() {
  const payload = await payloadClient();
  // Typed as SQLite's; PostgreSQL's adapter has the same `drizzle` and `tables`, and every statement below
  // (conditional UPDATE … RETURNING, SELECT) is plain SQL both run. On PostgreSQL a second UPDATE of a row
  // being claimed waits for the first and re-checks its WHERE, so it claims nothing: still exactly one holder.
  const db = payload.db as unknown as SQLiteAdapter;
  const submissions = db.tables['contact_submissions'];
  if (!submissions) throw new Error('Table contact_submissions is missing; run the migrations');
  return { db: db.drizzle, t: submissions };
}

type Table = Awaited<ReturnType<typeof table>>['t'];

/** Due for (re)delivery: new, failed with its backoff passed, or claimed by an attempt that never reported. */
function dueNow(t: Table, now: Date, staleBefore: Date) {
  const iso = now.toISOString();
  return or(
    and(eq(t.status, 'pending'), or(isNull(t.nextAttemptAt), lte(t.nextAttemptAt, iso))),
    and(eq(t.status, 'failed'), lte(t.nextAttemptAt, iso)),
    // An attempt that never reported back (process stopped mid-send) is retried after a while.
    and(eq(t.status, 'sending'), lt(t.claimedAt, staleBefore.toISOString())),
  );
}

export const payloadSubmissionStore: SubmissionStore = {
  async create({ held, quote, ...data }, now) {
    const payload = await payloadClient();
    const doc = await payload.create({
      collection: COLLECTION,
      data: {
        ...data,
        quoteCredits: quote?.credits ?? null,
        quotePricePerMessage: quote?.pricePerMessage ?? null,
        quoteTotal: quote?.totalPrice ?? null,
        salesStatus: 'new',
        status: held ? 'held' : 'pending',
        attempts: 0,
        nextAttemptAt: held ? null : now.toISOString(),
      },
      overrideAccess: true,
      depth: 0,
    });
    return { id: doc.id };
  },

  async claim(id, token, now, staleBefore) {
    const { db, t } = await table();
    const iso = now.toISOString();
    const rows = (await db
      .update(t)
      .set({
        status: 'sending',
        claimToken: token,
        claimedAt: iso,
        attempts: sql`coalesce(${t.attempts}, 0) + 1`,
        updatedAt: iso,
      })
      .where(and(eq(t.id, id), dueNow(t, now, staleBefore)))
      .returning()) as Array<Record<string, unknown>>;
    const row = rows[0];
    if (!row) return null;
    const text = (key: string) => (typeof row[key] === 'string' ? (row[key] as string) : null);
    const number = (key: string) => (row[key] === null || row[key] === undefined ? null : Number(row[key]));
    return {
      id: row.id as number,
      name: String(row.name),
      email: String(row.email),
      phone: String(row.phone),
      service: String(row.service),
      message: String(row.message),
      locale: text('locale'),
      createdAt: String(row.createdAt),
      attempts: Number(row.attempts),
      ...Object.fromEntries(MAIL_TEXT_COLUMNS.map((key) => [key, text(key)])),
      quoteCredits: number('quoteCredits'),
      quotePricePerMessage: number('quotePricePerMessage'),
      quoteTotal: number('quoteTotal'),
    };
  },

  async settle(id, token, outcome, now) {
    const { db, t } = await table();
    const iso = now.toISOString();
    const fields =
      outcome.status === 'sent'
        ? { status: 'sent', deliveredAt: iso, lastError: null, nextAttemptAt: null }
        : {
            status: 'failed',
            lastError: outcome.lastError,
            nextAttemptAt: outcome.nextAttemptAt?.toISOString() ?? null,
          };
    await db
      .update(t)
      .set({ ...fields, claimToken: null, claimedAt: null, updatedAt: iso })
      .where(and(eq(t.id, id), eq(t.claimToken, token)));
  },

  async note(id, lastError, now) {
    const { db, t } = await table();
    await db
      .update(t)
      .set({ lastError, updatedAt: now.toISOString() })
      .where(and(eq(t.id, id), eq(t.status, 'pending')));
  },

  async due(now, staleBefore, limit) {
    const { db, t } = await table();
    const rows = await db
      .select({ id: t.id })
      .from(t)
      .where(dueNow(t, now, staleBefore))
      .orderBy(asc(t.createdAt), asc(t.id))
      .limit(limit);
    return rows.map((row) => row.id as string | number);
  },
};
