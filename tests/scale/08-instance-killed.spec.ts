import { expect, test } from '@playwright/test';

import { TestSmtpServer } from '../e2e/support/smtp';
import { cluster, instanceA, instanceB, killInstanceB } from './support/cluster';
import { newMarker, sendLead, storedLeads } from './support/leads';

// Last of the run: instance B does not come back.
test('one of two instances killed while leads arrive: every accepted lead stored and delivered once', async ({
  request,
}) => {
  const smtp = new TestSmtpServer(cluster.ports.smtp);
  await smtp.start();
  try {
    const prefix = newMarker('killed');
    const accepted: string[] = [];
    for (let i = 0; i < 16; i++) {
      if (i === 7) killInstanceB();
      // Two digits: no marker is a prefix of another (-1 of -10), so each mail is counted for its own lead.
      const marker = `${prefix}-n${String(i).padStart(2, '0')}`;
      const base = i % 2 ? instanceB : instanceA;
      const status = await sendLead(request, base, marker, `192.0.2.${100 + i}`).then(
        (response) => response.status(),
        () => 0, // B is gone: the connection is refused, nothing was accepted
      );
      if (status === 200) accepted.push(marker);
    }
    expect(accepted.length).toBeGreaterThanOrEqual(11);

    // A claim B held when it died is taken over after CONTACT_STALE_CLAIM_MS.
    await expect
      .poll(async () => [...(await storedLeads(prefix)).values()].filter((status) => status !== 'sent'), {
        timeout: 60_000,
      })
      .toEqual([]);
    const stored = await storedLeads(prefix);
    for (const marker of accepted) expect(stored.get(`${marker}@example.com`)).toBe('sent');
    for (const email of stored.keys()) expect(smtp.withMarker(email.replace('@example.com', ''))).toHaveLength(1);
  } finally {
    await smtp.stop();
  }
});
