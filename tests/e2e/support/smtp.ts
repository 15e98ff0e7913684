/**
 * A real SMTP server for the end-to-end tests (the `smtp-server` package on 127.0.0.1): the app under test
 * sends to it through SMTP_URL (support/env.ts). It keeps every message, parsed just enough to assert on
 * (mailparser is not installed): headers, the text part and the HTML part, decoded.
 */
import { SMTPServer } from 'smtp-server';

import { testEnv } from './env';

export const SMTP_PORT = testEnv.contact.smtpPort;

export type ReceivedMail = {
  envelope: { from: string; to: string[] };
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  /** When set, every message is refused with this SMTP reply code (4xx temporary, 5xx permanent). */
  rejectWith: number | null = null;
  private server: SMTPServer | null = null;

  constructor(readonly port = SMTP_PORT) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.rejectWith) {
            callback(Object.assign(new Error('Test server refuses mail'), { responseCode: this.rejectWith }));
            return;
          }
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          this.messages.push({ envelope, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Messages whose text part contains `marker`. */
  withMarker(marker: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.text.includes(marker));
  }

  async waitFor(marker: string, timeoutMs = 15_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.withMarker(marker)[0];
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No mail with "${marker}" within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

// ------------------------------------------------------------------------------- minimal MIME parsing

function splitHead(raw: string): { head: string; body: string } {
  const index = raw.indexOf('\r\n\r\n');
  return index === -1 ? { head: raw, body: '' } : { head: raw.slice(0, index), body: raw.slice(index + 4) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([bq])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return body;
  }
}

type Part = { headers: Record<string, string>; body: string };

function leafParts(raw: string): Part[] {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return [{ headers, body: decodeBody(body, headers['content-transfer-encoding']) }];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(chunk.replace(/^\r\n/, '').replace(/\r\n$/, '')));
}

export function parseMessage(raw: string): Omit<ReceivedMail, 'envelope'> {
  const headers = parseHeaders(splitHead(raw).head);
  for (const key of Object.keys(headers)) headers[key] = decodeWords(headers[key] ?? '');
  const parts = leafParts(raw);
  const partOf = (type: string) =>
    parts.find((part) => (part.headers['content-type'] ?? '').toLowerCase().startsWith(type))?.body ?? '';
  return { headers, subject: headers.subject ?? '', text: partOf('text/plain'), html: partOf('text/html'), raw };
}
