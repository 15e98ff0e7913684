import { expect, test } from '@playwright/test';

import { TestSmtpServer } from '../e2e/support/smtp';
import { cluster, instanceA, instanceB, killInstanceB } from './support/cluster';
import { newMarker, sendLead, storedLeads } from './support/leads';

// Last of the run: instance B does not come back.
test('one of two instances killed while leads arrive: every accepted lead stored and delivered, one message each', async ({
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
    // Delivery is at least once: a lead B had handed to the mail server when it was killed, but not yet recorded
    // as sent, is sent again by A. It goes with the Message-ID of the first send, so the mailbox keeps one mail.
    const messageIds = new Set<string>();
    const resent: string[] = [];
    for (const email of stored.keys()) {
      const mails = smtp.withMarker(email.replace('@example.com', ''));
      expect(mails.length, email).toBeGreaterThanOrEqual(1);
      const ids = new Set(mails.map((mail) => mail.headers['message-id']));
      expect([...ids], email).toEqual([expect.stringMatching(/^<lead-\d+\.\d+@[^>]+>$/)]);
      messageIds.add([...ids][0]!);
      if (mails.length > 1) resent.push(email);
    }
    expect(messageIds.size).toBe(stored.size);
    // Only the lead B was delivering at that moment (the leads arrive one at a time).
    expect(resent.length).toBeLessThanOrEqual(1);
  } finally {
    await smtp.stop();
  }
});
