import { createServer, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildContactMail, serviceLabel } from '@/lib/contact/mail';
import { readContactSettings } from '@/lib/contact/settings';
import { createTransport } from '@/lib/contact/transport';
import { TestSmtpServer } from '@/tests/e2e/support/smtp';

const port = 2590 + Math.floor(Math.random() * 100);

const mail = buildContactMail(
  {
    id: 42,
    name: 'สมชาย <b>ใจดี</b>',
    email: 'somchai@example.com',
    phone: '0812345678',
    service: serviceLabel('howToSend'),
    message: 'ส่ง SMS อย่างไร? <script>alert(1)</script>',
    locale: 'th',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  { from: 'SabaiSMS website <no-reply@sabaisms.example>', to: 'sales@sabaisms.example', siteName: 'SabaiSMS' },
);

function transportTo(url: string, timeoutMs = 1000) {
  const settings = { ...readContactSettings(), smtpUrl: url, sendTimeoutMs: timeoutMs };
  const transport = createTransport(settings);
  if (!transport) throw new Error('expected an SMTP transport');
  return transport;
}

describe('SMTP transport (nodemailer against smtp-server)', () => {
  let smtp: TestSmtpServer;
  let silent: Server;
  let silentPort = 0;

  beforeAll(async () => {
    smtp = new TestSmtpServer(port);
    await smtp.start();
    // Accepts connections and never says hello: a hung mail server.
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    await smtp.stop();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('sends the mail: subject, recipient, Reply-To, text and escaped HTML parts', async () => {
    await transportTo(`smtp://127.0.0.1:${port}`).send(mail);
    const received = await smtp.waitFor('#42', 5000);
    expect(received.envelope).toEqual({ from: 'no-reply@sabaisms.example', to: ['sales@sabaisms.example'] });
    expect(received.subject).toBe('[SabaiSMS] User submit form');
    expect(received.headers['reply-to']).toBe('somchai@example.com');
    expect(received.headers.from).toContain('no-reply@sabaisms.example');
    expect(received.text).toContain('ส่ง SMS อย่างไร? <script>alert(1)</script>');
    expect(received.html).toContain('สมชาย &lt;b&gt;ใจดี&lt;/b&gt;');
    expect(received.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(received.html).not.toContain('<script>');
  });

  it('fails within the timeout when the server never answers', async () => {
    const started = Date.now();
    await expect(transportTo(`smtp://127.0.0.1:${silentPort}`, 700).send(mail)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails when the server refuses the message', async () => {
    smtp.rejectWith = 451;
    try {
      await expect(transportTo(`smtp://127.0.0.1:${port}`).send(mail)).rejects.toMatchObject({ responseCode: 451 });
    } finally {
      smtp.rejectWith = null;
    }
  });
});
