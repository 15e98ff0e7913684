/**
 * scripts/payload.mjs calls functions from files of payload/dist that are not Payload's public API. This
 * fails when a Payload upgrade moves, renames or drops one of them, before a migration silently does not run.
 */
import { describe, expect, it } from 'vitest';

import { DIST_FUNCTIONS, fromDist } from '@/scripts/payload-dist.mjs';

describe("Payload's CLI files used by scripts/payload.mjs", () => {
  it.each(Object.keys(DIST_FUNCTIONS) as Array<keyof typeof DIST_FUNCTIONS>)('%s is a function', async (name) => {
    expect(typeof (await fromDist(name))).toBe('function');
  });
});
