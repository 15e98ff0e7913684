import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http';
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
    expect(received.headers['message-id']).toBe(mail.messageId);
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

describe('admin API transport (POST {ADMIN_API_URL}/mail/send)', () => {
  it("posts the legacy body with the token and the lead's Message-ID as Idempotency-Key; a non-2xx fails", async () => {
    const received: Array<{ url?: string; headers: IncomingHttpHeaders; body: unknown }> = [];
    let status = 200;
    const api = createHttpServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          url: request.url,
          headers: request.headers,
          body: JSON.parse(Buffer.concat(chunks).toString()),
        });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    try {
      const origin = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
      const settings = { ...readContactSettings(), smtpUrl: '', adminApiUrl: origin, adminApiToken: 'tok' };
      const transport = createTransport(settings);
      expect(transport?.name).toBe('admin-api');
      await transport!.send(mail);
      expect(received).toHaveLength(1);
      expect(received[0]!.url).toBe('/mail/send');
      expect(received[0]!.body).toEqual({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      expect(received[0]!.headers.authorization).toBe('Bearer tok');
      expect(received[0]!.headers['idempotency-key']).toBe(mail.messageId);
      status = 503;
      await expect(transport!.send(mail)).rejects.toThrow();
    } finally {
      await new Promise((resolve) => api.close(resolve));
    }
  });
});
