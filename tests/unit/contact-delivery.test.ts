import { describe, expect, it } from 'vitest';

import { deliverSubmission, NO_TRANSPORT, type DeliveryDeps } from '@/lib/contact/deliver';
import type { ContactMail } from '@/lib/contact/mail';
import type { ClaimedSubmission, SubmissionStore } from '@/lib/contact/store';
import type { MailTransport } from '@/lib/contact/transport';

type Row = ClaimedSubmission & {
  status: string;
  claimToken: string | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
};

/** The store's contract, in memory: a claim succeeds for one caller only. */
function memoryStore(row: Row): SubmissionStore {
  return {
    create: async () => ({ id: row.id }),
    async claim(_id, token, now) {
      const due =
        (row.status === 'pending' || row.status === 'failed') && row.nextAttemptAt !== null && row.nextAttemptAt <= now;
      if (!due) return null;
      Object.assign(row, { status: 'sending', claimToken: token, attempts: row.attempts + 1 });
      return { ...row };
    },
    async settle(_id, token, outcome) {
      if (row.claimToken !== token) return;
      if (outcome.status === 'sent') Object.assign(row, { status: 'sent', lastError: null, nextAttemptAt: null });
      else Object.assign(row, { status: 'failed', lastError: outcome.lastError, nextAttemptAt: outcome.nextAttemptAt });
      row.claimToken = null;
    },
    async note(_id, lastError) {
      row.lastError = lastError;
    },
    due: async () => [row.id],
  };
}

function setup(send: (mail: ContactMail) => Promise<void>, attempts = 0) {
  const row: Row = {
    id: 1,
    name: 'Somchai',
    email: 'somchai@example.com',
    phone: '0812345678',
    service: 'Contact for information',
    message: 'Hello',
    locale: 'th',
    createdAt: '2026-01-01T00:00:00.000Z',
    attempts,
    status: 'pending',
    claimToken: null,
    lastError: null,
    nextAttemptAt: new Date(0),
  };
  const sent: ContactMail[] = [];
  const transport: MailTransport = {
    name: 'smtp',
    async send(mail) {
      await send(mail);
      sent.push(mail);
    },
  };
  const now = new Date('2026-01-01T00:00:10.000Z');
  const deps: DeliveryDeps = {
    store: memoryStore(row),
    transport,
    mailContext: async () => ({ to: 'sales@sabaisms.example', siteName: 'SabaiSMS' }),
    from: 'no-reply@sabaisms.example',
    retryBaseMs: 30_000,
    maxAttempts: 3,
    now: () => now,
  };
  return { row, sent, deps, now };
}

describe('delivering a stored submission', () => {
  it('sends once to the configured address, even when two attempts race', async () => {
    const { row, sent, deps } = setup(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const results = await Promise.all([deliverSubmission(1, deps), deliverSubmission(1, deps)]);
    expect(results.sort()).toEqual(['sent', 'skipped']);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('sales@sabaisms.example');
    expect(sent[0]?.subject).toBe('[SabaiSMS] User submit form');
    expect(row.status).toBe('sent');
  });

  it('records a failure with the error and the next attempt after the backoff', async () => {
    const { row, sent, deps, now } = setup(async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2526'), { code: 'ESOCKET' });
    });
    expect(await deliverSubmission(1, deps)).toBe('failed');
    expect(sent).toHaveLength(0);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'ESOCKET: connect ECONNREFUSED 127.0.0.1:2526',
    });
    expect(row.nextAttemptAt?.getTime()).toBe(now.getTime() + 30_000);
    // Not due yet: nothing happens.
    expect(await deliverSubmission(1, deps)).toBe('skipped');
  });

  it('sends a retried lead with the Message-ID of its first attempt', async () => {
    const ids: string[] = [];
    const { row, deps, now } = setup(async (mail) => {
      ids.push(mail.messageId);
      if (ids.length === 1) throw new Error('421 try again later');
    });
    expect(await deliverSubmission(1, deps)).toBe('failed');
    deps.now = () => new Date(now.getTime() + 60_000);
    expect(await deliverSubmission(1, deps)).toBe('sent');
    expect(row.status).toBe('sent');
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[0]).toMatch(/^<lead-1\.\d+@sabaisms\.example>$/);
  });

  it('gives up after the last attempt and stops retrying', async () => {
    const { row, deps } = setup(async () => {
      throw new Error('550 mailbox unavailable');
    }, 2);
    expect(await deliverSubmission(1, deps)).toBe('gave-up');
    expect(row.status).toBe('failed');
    expect(row.nextAttemptAt).toBeNull();
    expect(row.lastError).toMatch(/^gave up after 3 attempts; 550 mailbox unavailable/);
  });

  it('fails (to retry later) when no recipient is configured', async () => {
    const { row, sent, deps } = setup(async () => {});
    deps.mailContext = async () => ({ to: null, siteName: 'SabaiSMS' });
    expect(await deliverSubmission(1, deps)).toBe('failed');
    expect(sent).toHaveLength(0);
    expect(row.lastError).toMatch(/no recipient/);
  });

  it('leaves the submission pending, with a note, when no transport is configured', async () => {
    const { row, deps } = setup(async () => {});
    expect(await deliverSubmission(1, { ...deps, transport: null })).toBe('no-transport');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lastError: NO_TRANSPORT });
  });
});
