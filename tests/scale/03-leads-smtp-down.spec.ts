import { expect, test } from '@playwright/test';

import { TestSmtpServer } from '../e2e/support/smtp';
import { cluster, instanceA, instanceB } from './support/cluster';
import { newMarker, sendLead, storedLeads } from './support/leads';

test('leads sent while SMTP is down are delivered exactly once each after it returns', async ({ request }) => {
  const prefix = newMarker('smtpdown');
  const markers = [0, 1, 2, 3].map((i) => `${prefix}-${i}`);
  // No SMTP server listens: every attempt of both instances fails and is retried.
  for (const [i, marker] of markers.entries()) {
    const response = await sendLead(request, i % 2 ? instanceB : instanceA, marker, `192.0.2.${10 + i}`);
    expect(response.status()).toBe(200);
  }
  // Every lead stored and tried at least once (failed, or being retried right now).
  await expect
    .poll(async () =>
      [...(await storedLeads(prefix)).values()].map((status) => status === 'failed' || status === 'sending'),
    )
    .toEqual(Array(4).fill(true));

  const smtp = new TestSmtpServer(cluster.ports.smtp);
  await smtp.start();
  try {
    await expect
      .poll(async () => [...(await storedLeads(prefix)).values()], { timeout: 30_000 })
      .toEqual(Array(4).fill('sent'));
    // 'sent' is final (no instance claims a sent lead again), so the count below can no longer change.
    for (const marker of markers) expect(smtp.withMarker(marker)).toHaveLength(1);
  } finally {
    await smtp.stop();
  }
});
