import { expect, test } from '@playwright/test';

import { clientHeaders, configuredRecipient, newMarker, storedWithEmail } from './support/contact';
import { testEnv } from './support/env';
import { msg } from './support/site';
import { TestSmtpServer } from './support/smtp';

/**
 * The legacy POST /mail/send served by the app: same schema, rate limit, storage and delivery as the form,
 * and never a recipient from the request. Every bad input gets a localized JSON answer, never a 500.
 */
const smtp = new TestSmtpServer();
/** A fresh client address per request group: its own rate-limit bucket (the server trusts one proxy hop). */
const client = () => clientHeaders('198.51.100');

function submission(marker: string) {
  return {
    name: `Eve <script>alert("${marker}")</script>`,
    email: `${marker}@example.com`,
    phone: '66812345678',
    service: 'I want the sales team to contact me back',
    message: `Please call me <b>${marker}</b> & thanks`,
  };
}

test.describe('POST /mail/send', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => smtp.start());
  test.afterAll(() => smtp.stop());

  test('a valid submission is stored and mailed to the configured address only', async ({ request }) => {
    const marker = newMarker('mailsend');
    const to = await configuredRecipient(request);
    const response = await request.post('/mail/send', { headers: client(), data: { ...submission(marker), to } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ message: msg('th', 'Contact.result.success'), data: { data: {} } });

    const mail = await smtp.waitFor(marker);
    expect(mail.envelope.to).toEqual([to]);
    expect(mail.subject).toBe('[SabaiSMS] User submit form');
    expect(mail.headers['reply-to']).toBe(`${marker}@example.com`);
    expect(mail.headers.from).not.toContain(marker);
    expect(mail.html).toContain(`Eve &lt;script&gt;alert(&quot;${marker}&quot;)&lt;/script&gt;`);
    expect(mail.html).toContain(`Please call me &lt;b&gt;${marker}&lt;/b&gt; &amp; thanks`);
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('I want the sales team to contact me back');

    await expect.poll(async () => (await storedWithEmail(request, `${marker}@example.com`))[0]?.status).toBe('sent');
    expect(smtp.withMarker(marker)).toHaveLength(1);
  });

  test('a foreign recipient is refused, and nothing is stored or sent', async ({ request }) => {
    const marker = newMarker('mailsend');
    const response = await request.post('/mail/send', {
      headers: { ...client(), 'accept-language': 'en' },
      data: { ...submission(marker), to: 'attacker@evil.example', subject: 'hi', text: 'x', html: '<p>x</p>' },
    });
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe(msg('en', 'Contact.result.recipientRefused'));
    // Refused before anything is stored, and only a stored submission is ever mailed: nothing can follow.
    expect(await storedWithEmail(request, `${marker}@example.com`)).toHaveLength(0);
    expect(smtp.withMarker(marker)).toHaveLength(0);
    expect(smtp.messages.filter((mail) => mail.envelope.to.includes('attacker@evil.example'))).toHaveLength(0);
  });

  test('malformed JSON and non-object bodies get a localized 400', async ({ request }) => {
    for (const [body, locale] of [
      ['{"name": "Eve",', 'th'],
      ['[1, 2]', 'en'],
      ['', 'en'],
    ] as const) {
      const response = await request.post('/mail/send', {
        headers: { ...client(), 'content-type': 'application/json', 'accept-language': locale },
        data: body,
      });
      expect(response.status(), body).toBe(400);
      expect((await response.json()).message, body).toBe(msg(locale, 'Contact.result.badRequest'));
    }
  });

  test('each invalid field gets its localized message', async ({ request }) => {
    const missing = await request.post('/mail/send?locale=en', { headers: client(), data: {} });
    expect(missing.status()).toBe(400);
    const body = (await missing.json()) as { message: string; data: { data: { errors: Record<string, string> } } };
    expect(body.message).toBe(msg('en', 'Contact.result.fail'));
    expect(body.data.data.errors).toEqual({
      name: msg('en', 'Contact.errors.required'),
      email: msg('en', 'Contact.errors.emailRequired'),
      phone: msg('en', 'Contact.errors.required'),
      service: msg('en', 'Contact.errors.required'),
      message: msg('en', 'Contact.errors.required'),
    });

    const marker = newMarker('mailsend');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ email: 'not-an-email' }, 'email', 'Contact.errors.emailInvalid'],
      [{ email: `${marker}@example.com\r\nBcc: victim@example.com` }, 'email', 'Contact.errors.emailInvalid'],
      [{ name: 'Eve\r\nBcc: victim@example.com' }, 'name', 'Contact.errors.invalidText'],
      [{ phone: '+1 415 555 0100' }, 'phone', 'Contact.errors.phoneInvalid'],
      [{ phone: '081234567' }, 'phone', 'Contact.errors.phoneInvalid'],
    ];
    for (const [change, field, key] of cases) {
      const response = await request.post('/mail/send', {
        headers: client(),
        data: { ...submission(marker), ...change },
      });
      expect(response.status(), JSON.stringify(change)).toBe(400);
      const errors = ((await response.json()) as typeof body).data.data.errors;
      expect(errors[field], JSON.stringify(change)).toBe(msg('th', key));
    }

    const huge = await request.post('/mail/send', {
      headers: { ...client(), 'accept-language': 'en-US,en;q=0.9' },
      data: { ...submission(marker), message: 'x'.repeat(100 * 1024) },
    });
    expect(huge.status()).toBe(400);
    expect(((await huge.json()) as typeof body).data.data.errors.message).toBe(
      msg('en', 'Contact.errors.tooLong').replace('{max}', '2000'),
    );
    expect(await storedWithEmail(request, `${marker}@example.com`)).toHaveLength(0);
  });

  test('a filled honeypot is answered like a success, stored and held for review, never mailed', async ({
    request,
  }) => {
    const marker = newMarker('mailsend');
    const response = await request.post('/mail/send', {
      headers: client(),
      data: { ...submission(marker), website: 'https://spam.example' },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).message).toBe(msg('th', 'Contact.result.success'));
    const stored = await storedWithEmail(request, `${marker}@example.com`);
    expect(stored.map((lead) => lead.status)).toEqual(['held']);
    // Held means not delivered: the retry job (every second here) leaves it alone.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.withMarker(marker)).toHaveLength(0);
    expect((await storedWithEmail(request, `${marker}@example.com`))[0]?.status).toBe('held');
  });

  test('a flood from one address is answered 429 "try again later", in its language', async ({ request }) => {
    const headers = { ...client(), 'accept-language': 'vi' };
    const statuses: number[] = [];
    for (let i = 0; i < testEnv.contact.rateLimit + 2; i++) {
      statuses.push((await request.post('/mail/send', { headers, data: { name: 'flood' } })).status());
    }
    expect(statuses).toEqual([...Array<number>(testEnv.contact.rateLimit).fill(400), ...Array<number>(2).fill(429)]);
    const limited = await request.post('/mail/send', { headers, data: submission(newMarker('mailsend')) });
    expect(limited.status()).toBe(429);
    expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
    expect((await limited.json()).message).toBe(msg('vi', 'Contact.result.rateLimited'));
    // Another address is not affected.
    expect((await request.post('/mail/send', { headers: client(), data: { name: 'x' } })).status()).toBe(400);
  });

  test('a refusing mail server loses nothing: the retry delivers it exactly once', async ({ request }) => {
    const marker = newMarker('mailsend');
    smtp.rejectWith = 451;
    try {
      const response = await request.post('/mail/send', { headers: client(), data: submission(marker) });
      expect(response.status()).toBe(200);
      await expect
        .poll(async () => (await storedWithEmail(request, `${marker}@example.com`))[0]?.status, { timeout: 15_000 })
        .toBe('failed');
    } finally {
      smtp.rejectWith = null;
    }
    await smtp.waitFor(marker, 30_000);
    await expect
      .poll(async () => (await storedWithEmail(request, `${marker}@example.com`))[0]?.status, { timeout: 10_000 })
      .toBe('sent');
    // 'sent' is final: only the attempt holding the claim records it, after the mail server accepted the
    // message, and a sent submission is never due again (tests/unit/contact-store.test.ts). So the count
    // now is the count for good.
    expect(smtp.withMarker(marker)).toHaveLength(1);
  });
});
