import { describe, expect, it } from 'vitest';

import { publicationState } from '@/cms/admin/state/publication-state';

/** The state column: what visitors see of a document now, by the site's own rules. */
describe('publicationState', () => {
  const now = new Date('2026-12-10T00:00:00Z');
  const window = { start: 'startDate', end: 'endDate' };
  const promo = (startDate: string, endDate: string, isActive = true) => ({ startDate, endDate, isActive });
  const none = { scheduled: [], now, window };

  it('a published promotion inside its window is live until its end', () => {
    const doc = promo('2026-12-01T00:00:00Z', '2026-12-20T00:00:00Z');
    expect(publicationState({ published: doc, latest: doc, ...none })).toEqual({
      state: 'live',
      until: '2026-12-20T00:00:00Z',
    });
  });

  it('before its start it is scheduled, after its end expired (the bounds count as inside)', () => {
    const future = promo('2026-12-11T00:00:00Z', '2026-12-20T00:00:00Z');
    expect(publicationState({ published: future, latest: future, ...none })).toEqual({
      state: 'scheduled',
      at: '2026-12-11T00:00:00Z',
    });
    const past = promo('2026-11-01T00:00:00Z', '2026-12-09T23:59:59Z');
    expect(publicationState({ published: past, latest: past, ...none })).toEqual({
      state: 'expired',
      at: '2026-12-09T23:59:59Z',
    });
    const endsNow = promo('2026-11-01T00:00:00Z', now.toISOString());
    expect(publicationState({ published: endsNow, latest: endsNow, ...none }).state).toBe('live');
  });

  it('an expired code stays expired even when it is active; an inactive one is switched off', () => {
    const off = promo('2026-12-01T00:00:00Z', '2026-12-20T00:00:00Z', false);
    expect(publicationState({ published: off, latest: off, ...none })).toEqual({ state: 'inactive' });
  });

  it('a never-published draft is a draft, or scheduled from its scheduled publish (not before its start)', () => {
    const draft = promo('2026-12-15T00:00:00Z', '2026-12-20T00:00:00Z');
    expect(publicationState({ published: null, latest: draft, ...none })).toEqual({ state: 'draft' });
    const publishAt = '2026-12-12T02:00:00Z';
    expect(
      publicationState({
        published: null,
        latest: draft,
        window,
        now,
        scheduled: [{ type: 'publish', at: publishAt }],
      }),
    ).toEqual({ state: 'scheduled', at: '2026-12-15T00:00:00Z' });
    const started = promo('2026-12-01T00:00:00Z', '2026-12-20T00:00:00Z');
    expect(
      publicationState({
        published: null,
        latest: started,
        window,
        now,
        scheduled: [{ type: 'publish', at: publishAt }],
      }),
    ).toEqual({ state: 'scheduled', at: publishAt });
  });

  it('content without a window is live while published and active, until a scheduled unpublish', () => {
    const popup = { isActive: true };
    expect(publicationState({ published: popup, latest: popup, scheduled: [], now })).toEqual({
      state: 'live',
      until: undefined,
    });
    expect(
      publicationState({
        published: popup,
        latest: popup,
        now,
        scheduled: [
          { type: 'unpublish', at: '2026-12-30T00:00:00Z' },
          { type: 'unpublish', at: '2026-12-20T00:00:00Z' },
        ],
      }),
    ).toEqual({ state: 'live', until: '2026-12-20T00:00:00Z' });
  });
});
