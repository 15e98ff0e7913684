import { createServer, type Server } from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { jsonLogs, logLine, withRequestId } from '@/lib/server/json-log.mjs';

/** A real HTTP server wrapped like server.mjs wraps Next: each response says what it would have logged. */
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(
    withRequestId((_req, res) => {
      // An await in between: the id must survive async work, as it does through Next and Payload.
      void Promise.resolve().then(() => res.end(logLine('error', ['failed %s', 'x', new Error('boom')])));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('JSON logs', () => {
  it('are on only with LOG_FORMAT=json', () => {
    expect(jsonLogs({ LOG_FORMAT: 'json' })).toBe(true);
    expect(jsonLogs({})).toBe(false);
  });

  it('log one JSON object with the request id, which the response echoes', async () => {
    const response = await fetch(base, { headers: { 'x-request-id': 'lb-1234' } });
    expect(response.headers.get('x-request-id')).toBe('lb-1234');
    const line = JSON.parse(await response.text()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 'error', requestId: 'lb-1234', err: { message: 'boom' } });
    expect(String(line.msg)).toMatch(/^failed x Error: boom/);
  });

  it('make their own id when the one sent is not sane, and none outside a request', async () => {
    const response = await fetch(base, { headers: { 'x-request-id': 'a b"<script>' } });
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(await response.text())).toMatchObject({ requestId: id });
    expect(JSON.parse(logLine('info', ['outside']))).not.toHaveProperty('requestId');
  });
});
