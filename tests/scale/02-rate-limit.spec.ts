import { expect, test } from '@playwright/test';

import { msg } from '../e2e/support/site';
import { instanceA, instanceB, rateLimit } from './support/cluster';
import { newMarker, sendLead } from './support/leads';

test('submissions through both instances from one address share one limit', async ({ request }) => {
  // Five through A and five through B, alternating, from one client address; the limit is 8 in this cluster,
  // so counted per instance (5 each) nothing would be refused.
  expect(rateLimit).toBeGreaterThan(5);
  expect(rateLimit).toBeLessThan(10);
  const client = '192.0.2.77';
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    for (const base of [instanceA, instanceB]) {
      const response = await sendLead(request, base, newMarker(`rate-${i}`), client);
      statuses.push(response.status());
      if (response.status() === 429) {
        expect(response.headers()['content-language']).toBe('th');
        expect(((await response.json()) as { message: string }).message).toBe(msg('th', 'Contact.result.rateLimited'));
      }
    }
  }
  expect(statuses.slice(0, rateLimit)).toEqual(Array(rateLimit).fill(200));
  expect(statuses.slice(rateLimit)).toEqual(Array(10 - rateLimit).fill(429));
});
