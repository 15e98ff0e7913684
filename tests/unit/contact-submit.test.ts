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
    ...extra,
  });
  return { stored, deps, request };
}

describe('accepting a submission', () => {
  it('stores a valid one with the service as a label staff can read', async () => {
    const { stored, deps, request } = setup();
    expect(await acceptSubmission(request(), deps)).toEqual({ kind: 'stored', id: 1 });
    expect(stored[0]).toMatchObject({ ...fields, service: 'ติดต่อสอบถามข้อมูล (Contact for information)', locale: 'en' });
  });

  it('drops a filled honeypot or a too-fast form silently', async () => {
    const { stored, deps, request } = setup();
    expect(await acceptSubmission(request({ honeypot: 'http://spam.example' }), deps)).toEqual({
      kind: 'dropped',
      reason: 'honeypot',
    });
    expect(await acceptSubmission(request({ elapsedMs: 800 }), deps)).toEqual({ kind: 'dropped', reason: 'too-fast' });
    expect(await acceptSubmission(request({ elapsedMs: 'soon' }), deps)).toEqual({
      kind: 'dropped',
      reason: 'too-fast',
    });
    expect(stored).toHaveLength(0);
    // Callers that are not the form (POST /mail/send) have no fill time.
    expect((await acceptSubmission(request({ elapsedMs: undefined }), deps)).kind).toBe('stored');
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
