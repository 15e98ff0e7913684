import { describe, expect, it } from 'vitest';

import { createRateLimiter } from '@/lib/contact/rate-limit';
import type { NewSubmission } from '@/lib/contact/store';
import { acceptSubmission, type AcceptDeps, type SubmissionRequest } from '@/lib/contact/submit';

const fields = {
  name: 'Somchai',
  email: 'somchai@example.com',
  phone: '66812345678',
  service: 'information',
  message: 'Hello',
};

function setup(limit = 5) {
  const stored: NewSubmission[] = [];
  const limiter = createRateLimiter(limit, 60_000);
  const deps: AcceptDeps = {
    rateLimit: (key) => limiter.take(key),
    minFillMs: 3000,
    store: {
      async create(data) {
        stored.push(data);
        return { id: stored.length };
      },
    },
  };
  const request = (extra: Partial<SubmissionRequest> = {}): SubmissionRequest => ({
    fields,
    honeypot: '',
    elapsedMs: 5000,
    locale: 'en',
    clientAddress: '203.0.113.1',
    entryPoint: 'form',
    ...extra,
  });
  return { stored, deps, request };
}

describe('accepting a submission', () => {
  it('stores a valid one with the service as a label staff can read', async () => {
    const { stored, deps, request } = setup();
    expect(await acceptSubmission(request(), deps)).toEqual({ kind: 'stored', id: 1, review: null, held: false });
    expect(stored[0]).toMatchObject({
      ...fields,
      service: 'ติดต่อสอบถามข้อมูล (Contact for information)',
      locale: 'en',
      entryPoint: 'form',
      reviewReason: null,
      held: false,
    });
  });

  it('stores what the bot checks doubt, flagged: a too-fast form is mailed, a filled honeypot held', async () => {
    const { stored, deps, request } = setup();
    expect(await acceptSubmission(request({ honeypot: 'http://spam.example' }), deps)).toEqual({
      kind: 'stored',
      id: 1,
      review: 'honeypot',
      held: true,
    });
    expect(await acceptSubmission(request({ elapsedMs: 800 }), deps)).toEqual({
      kind: 'stored',
      id: 2,
      review: 'tooFast',
      held: false,
    });
    expect(await acceptSubmission(request({ elapsedMs: 'soon' }), deps)).toMatchObject({ review: 'tooFast' });
    expect(stored.map((lead) => [lead.reviewReason, lead.held])).toEqual([
      ['honeypot', true],
      ['tooFast', false],
      ['tooFast', false],
    ]);
    // Callers that are not the form (POST /mail/send) have no fill time.
    expect(await acceptSubmission(request({ elapsedMs: undefined }), deps)).toMatchObject({ review: null });
    // Doubted or not, an invalid form is answered with its errors and not stored.
    expect((await acceptSubmission(request({ honeypot: 'x', fields: {} }), deps)).kind).toBe('invalid');
    expect(stored).toHaveLength(4);
  });

  it('prices a calculator quote on the server; without a price it is a plain form lead', async () => {
    const { stored, deps, request } = setup();
    deps.quote = async (credits) =>
      credits >= 1000 ? { credits, pricePerMessage: 0.2, totalPrice: credits * 0.2 } : null;
    await acceptSubmission(request({ entryPoint: 'calculator', quoteCredits: '5000' }), deps);
    await acceptSubmission(request({ entryPoint: 'calculator', quoteCredits: '10' }), deps);
    await acceptSubmission(request({ entryPoint: 'calculator', quoteCredits: '1e3; DROP' }), deps);
    expect(stored.map((lead) => [lead.entryPoint, lead.quote?.totalPrice ?? null])).toEqual([
      ['calculator', 1000],
      ['form', null],
      ['form', null],
    ]);
  });

  it('stores the attribution it is given', async () => {
    const { stored, deps, request } = setup();
    const attribution = {
      channel: 'line_oa',
      utmSource: 'line',
      utmMedium: null,
      utmCampaign: 'nov',
      utmTerm: null,
      utmContent: null,
      landingPage: '/en/packages',
      formPage: '/en/contact-us',
      referrerHost: null,
    };
    await acceptSubmission(request({ attribution }), deps);
    expect(stored[0]).toMatchObject(attribution);
  });

  it('returns the first error of each invalid field', async () => {
    const { stored, deps, request } = setup();
    const result = await acceptSubmission(request({ fields: { ...fields, email: 'x', phone: '+1 555 0100' } }), deps);
    expect(result).toEqual({ kind: 'invalid', errors: { email: 'emailInvalid', phone: 'phoneInvalid' } });
    expect(stored).toHaveLength(0);
  });

  it('limits each client address', async () => {
    const { deps, request } = setup(2);
    await acceptSubmission(request(), deps);
    await acceptSubmission(request({ fields: {} }), deps);
    expect((await acceptSubmission(request(), deps)).kind).toBe('rate-limited');
    expect((await acceptSubmission(request({ clientAddress: '203.0.113.2' }), deps)).kind).toBe('stored');
  });

  it('reports a storage fault as a failure, not a success', async () => {
    const { deps, request } = setup();
    deps.store.create = async () => {
      throw new Error('SQLITE_BUSY');
    };
    expect(await acceptSubmission(request(), deps)).toEqual({ kind: 'failed' });
  });
});
