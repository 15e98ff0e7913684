import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DRAFT_MODE_COOKIE } from '@/lib/routing/draft-mode.mjs';
import { createRequestHandler } from '@/lib/server/request-handler.mjs';
import { siteScripts } from '@/lib/server/site-scripts.mjs';
import { startUpstream } from '@/lib/server/upstream.mjs';
import { VersionCache } from '@/lib/server/version-cache.mjs';

const html = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script></head><body>${'<p>ส่ง SMS ได้ทันที</p>'.repeat(200)}</body></html>`;

// A stand-in for Next, answering as Next's sendRenderResult does: a prerendered page whole with its ETag
// and its 304 for a matching If-None-Match; a page rendered per request and an API response in chunks.
const page = { body: html('v1()'), etag: '"v1"' };
let releaseStream: () => void = () => {};
const font = Buffer.from([0x77, 0x4f, 0x46, 0x32, ...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256)]);
const seen: Array<{ url: string; ifNoneMatch?: string; forwardedFor?: string; direct: boolean; socket?: number }> = [];
async function handle(req: IncomingMessage, res: ServerResponse) {
  seen.push({
    url: req.url ?? '',
    ifNoneMatch: req.headers['if-none-match'],
    forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    direct: req.socket.localPort === port,
    socket: req.socket.remotePort,
  });
  if (req.url === '/en/packages' || req.url === '/en/promotions') {
    const preview = (req.headers.cookie ?? '').includes(`${DRAFT_MODE_COOKIE}=`);
    const body = preview ? html('draft()') : page.body;
    if (preview) res.setHeader('Cache-Control', 'private, no-cache, no-store');
    else res.setHeader('Cache-Control', 's-maxage=31536000');
    res.setHeader('Content-Security-Policy', `script-src ${page.etag}`);
    res.setHeader('ETag', preview ? '"draft"' : page.etag);
    if (!preview && String(req.headers['if-none-match']).replace('W/', '') === page.etag) {
      res.statusCode = 304;
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(req.method === 'HEAD' ? null : body);
  } else if (req.url?.startsWith('/_next/static/chunks/')) {
    const body = req.url.includes('large') ? `(()=>{${'let a=1;'.repeat(6000)}})();` : 'small();';
    res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${body.length}"`);
    res.end(body);
  } else if (req.url?.startsWith('/_next/static/media/')) {
    res.setHeader('Content-Type', 'font/woff2');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', '"font-1"');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === 'W/"font-1"') res.statusCode = 304;
    res.end(res.statusCode === 304 ? null : font);
  } else if (req.url === '/en/search?q=sms') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(html('search()').slice(0, 100));
    await new Promise<void>((resolve) => (releaseStream = resolve));
    res.end(html('search()').slice(100));
  } else if (req.url === '/en/blog/page/1') {
    // A redirect page regenerated in the request: Next sets Location, then appends it again from the
    // entry it has just stored (vercel/next.js#82117).
    res.statusCode = 308;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Location', '/en/blog');
    res.appendHeader('Location', '/en/blog');
    res.end(html('redirect()'));
  } else if (req.method === 'POST') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html('answer()'));
  } else {
    res.statusCode = 404;
    res.end('not here');
  }
}

type Reply = {
  status: number;
  headers: IncomingMessage['headers'];
  rawHeaders: string[];
  body: Buffer;
  firstChunkAt: number;
};
let server: Server;
let plainServer: Server;
let port = 0;
let plainPort = 0;

function get(path: string, headers: Record<string, string> = {}, method = 'GET', to = port): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ port: to, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstChunkAt = 0;
      res.on('data', (chunk: Buffer) => {
        firstChunkAt ||= Date.now();
        chunks.push(chunk);
        // The search stand-in ends only once its client has seen the first chunk.
        if (chunks.length === 1) releaseStream();
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: res.rawHeaders,
          body: Buffer.concat(chunks),
          firstChunkAt,
        }),
      );
    });
    req.on('error', reject);
    req.end(method === 'POST' ? 'name=x' : undefined);
  });
}
const decoded = (reply: Reply) =>
  (reply.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(reply.body)
    : reply.headers['content-encoding'] === 'gzip'
      ? gunzipSync(reply.body)
      : reply.body
  ).toString('utf8');

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  const listening = createServer(handler);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return { listening, port: (listening.address() as AddressInfo).port };
}

beforeAll(async () => {
  const forward = await startUpstream((req, res) => void handle(req, res));
  const cache = new VersionCache({ maxBytes: 1 << 20 });
  ({ listening: server, port } = await listen(createRequestHandler({ handle, forward, cache })));
  // COMPRESSION=off: behind a reverse proxy that compresses, Next answers directly.
  ({ listening: plainServer, port: plainPort } = await listen(createRequestHandler({ handle })));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => plainServer.close(() => resolve()));
});

describe('the production server in front of Next', () => {
  it('sends a page version as br or gzip that decode to the same HTML, with a length and a weak ETag', async () => {
    const br = await get('/en/packages', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get('/en/packages', { 'accept-encoding': 'gzip' });
    const plain = await get('/en/packages');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const reply of [br, gzip, plain]) {
      expect(reply.status).toBe(200);
      expect(decoded(reply)).toBe(page.body);
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
      // Next's own headers come along: its policy of this version, its cache lifetime.
      expect(reply.headers['content-security-policy']).toBe('script-src "v1"');
      expect(reply.headers['cache-control']).toBe('s-maxage=31536000');
    }
    expect(br.body.length).toBeLessThan(page.body.length / 5);
    expect([br.headers['vary'], gzip.headers['vary']]).toEqual(['Accept-Encoding', 'Accept-Encoding']);
    // Every form is sent from the kept version: one weak validator for the three.
    expect([br.headers['etag'], gzip.headers['etag'], plain.headers['etag']]).toEqual(['W/"v1"', 'W/"v1"', 'W/"v1"']);
  });

  it('revalidates a kept version with Next (If-None-Match) and sends the kept form on its 304', async () => {
    seen.length = 0;
    const again = await get('/en/packages', { 'accept-encoding': 'br' });
    expect(decoded(again)).toBe(page.body);
    expect(again.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(again.headers['content-security-policy']).toBe('script-src "v1"');
    expect(seen.map(({ ifNoneMatch }) => ifNoneMatch)).toEqual(['"v1"']);
  });

  it('talks to Next over connections it keeps open', async () => {
    seen.length = 0;
    for (let i = 0; i < 4; i++) await get('/en/packages', { 'accept-encoding': 'br' });
    expect(new Set(seen.map(({ socket }) => socket)).size).toBe(1);
  });

  it('sends a new version as soon as Next has one, with its own headers', async () => {
    Object.assign(page, { body: html('v2()'), etag: '"v2"' });
    for (const encoding of ['br', 'gzip']) {
      const fresh = await get('/en/packages', { 'accept-encoding': encoding });
      expect(decoded(fresh)).toBe(page.body);
      expect(fresh.headers['etag']).toBe('W/"v2"');
      expect(fresh.headers['content-security-policy']).toBe('script-src "v2"');
    }
  });

  it("answers a browser's own If-None-Match with Next's 304 and no body", async () => {
    for (const etag of ['"v2"', 'W/"v2"']) {
      const reply = await get('/en/packages', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(reply.status).toBe(304);
      expect(reply.body.length).toBe(0);
    }
  });

  it('sends a redirect regenerated in the request with one Location, not two', async () => {
    for (const encoding of ['br', 'identity']) {
      const reply = await get('/en/blog/page/1', { 'accept-encoding': encoding });
      expect(reply.status).toBe(308);
      // Node's client keeps only the first Location: count the raw ones.
      const locations = reply.rawHeaders.filter((name, index) => index % 2 === 0 && /^location$/i.test(name));
      expect(locations).toHaveLength(1);
      expect(reply.headers.location).toBe('/en/blog');
    }
  });

  it('never sends a staff preview to a visitor, nor a kept version to a preview', async () => {
    const preview = await get('/en/promotions', { 'accept-encoding': 'br', cookie: `a=1; ${DRAFT_MODE_COOKIE}=x` });
    expect(decoded(preview)).toBe(html('draft()'));
    expect(preview.headers['cache-control']).toMatch(/no-store/);
    const visitor = await get('/en/promotions', { 'accept-encoding': 'br' });
    expect(decoded(visitor)).toBe(page.body);
    const previewAgain = await get('/en/promotions', { 'accept-encoding': 'br', cookie: `${DRAFT_MODE_COOKIE}=x` });
    expect(decoded(previewAgain)).toBe(html('draft()'));
  });

  it("gives the site's large scripts V8's compile hint, and no small script, page or other script", async () => {
    const hint = '//# allFunctionsCalledOnLoad\n';
    // Not named by a page of the site yet (the admin loads it first): no hint, and kept that way...
    for (let request = 0; request < 2; request++) {
      const unseen = decoded(await get('/_next/static/chunks/large.js', { 'accept-encoding': 'br' }));
      expect(unseen.startsWith('(()=>{let a=1;')).toBe(true);
    }
    // ...until a page of the site names it.
    siteScripts.add('/_next/static/chunks/large.js').add('/_next/static/chunks/small.js');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const large = decoded(await get('/_next/static/chunks/large.js', { 'accept-encoding': encoding }));
      expect(large.startsWith(hint), encoding).toBe(true);
      expect(large.slice(hint.length).startsWith('(()=>{let a=1;'), encoding).toBe(true);
      expect(decoded(await get('/_next/static/chunks/small.js', { 'accept-encoding': encoding }))).toBe('small();');
      expect(decoded(await get('/en/packages', { 'accept-encoding': encoding }))).toBe(page.body);
    }
  });

  it("sends a kept immutable file (Next's hashed build files) without asking Next again, with its headers", async () => {
    seen.length = 0;
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' });
    const fontFirst = await get('/_next/static/media/sarabun.woff2', { 'accept-encoding': 'br' });
    expect(seen.map(({ url }) => url)).toEqual(['/_next/static/chunks/app.js', '/_next/static/media/sarabun.woff2']);
    for (const encoding of ['br', 'gzip', 'identity']) {
      const script = await get('/_next/static/chunks/app.js', { 'accept-encoding': encoding });
      expect(decoded(script), encoding).toBe('small();');
      expect(script.headers['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
      // A font gains nothing from compression: the same bytes whatever the browser accepts.
      const fontAgain = await get('/_next/static/media/sarabun.woff2', { 'accept-encoding': encoding });
      expect(fontAgain.body.equals(font), encoding).toBe(true);
      expect(fontAgain.headers['content-encoding'], encoding).toBeUndefined();
      expect([script.headers.vary, fontAgain.headers.vary], encoding).toEqual(['Accept-Encoding', undefined]);
      const pairs: Array<[Reply, Reply]> = [
        [script, first],
        [fontAgain, fontFirst],
      ];
      for (const [reply, firstReply] of pairs) {
        expect(reply.status).toBe(200);
        expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
        for (const name of ['content-type', 'cache-control', 'etag', 'date', 'x-content-type-options'])
          expect(reply.headers[name], `${encoding} ${name}`).toBe(firstReply.headers[name]);
      }
    }
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([fontFirst.headers['content-type'], fontFirst.headers['x-content-type-options']]).toEqual([
      'font/woff2',
      'nosniff',
    ]);
    expect(seen).toHaveLength(2);
    // A browser that revalidates its own copy still gets Next's answer.
    const revalidated = await get('/_next/static/media/sarabun.woff2', { 'if-none-match': 'W/"font-1"' });
    expect(revalidated.status).toBe(304);
    expect(seen).toHaveLength(3);
  });

  it('keeps streaming a page rendered per request, compressed as it comes', async () => {
    const reply = await get('/en/search?q=sms', { 'accept-encoding': 'br' });
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-length']).toBeUndefined();
    expect(decoded(reply)).toBe(html('search()'));
    // The stand-in only ends once the client has received the first chunk.
    expect(reply.firstChunkAt).toBeGreaterThan(0);
  });

  it("records the client's address for Next as `next start` does, unless a proxy in front did", async () => {
    seen.length = 0;
    await get('/en/packages', { 'accept-encoding': 'identity' });
    await get('/en/packages', { 'accept-encoding': 'identity', 'x-forwarded-for': '203.0.113.7' });
    expect(seen.map(({ forwardedFor }) => forwardedFor)).toEqual(['127.0.0.1', '203.0.113.7']);
  });

  it('hands a form post to Next in this process (its own socket), compressed', async () => {
    seen.length = 0;
    const reply = await get('/en/contact-us', { 'accept-encoding': 'gzip' }, 'POST');
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(decoded(reply)).toBe(html('answer()'));
    expect(seen.map(({ direct }) => direct)).toEqual([true]);
  });

  it('answers 400 for a path Next cannot decode unless it is a page, which goes on to the proxy', async () => {
    seen.length = 0;
    for (const path of ['/_next/%E0%B8', '/admin/%E0%B8', '/x/%/robots.txt', '/api/media/file/a%25.png']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
    }
    expect(seen).toEqual([]);
    await get('/%E0%B8');
    expect(seen.map(({ url }) => url)).toEqual(['/%E0%B8']);
  });

  it('with COMPRESSION=off sends what Next sends, untouched', async () => {
    const reply = await get('/en/packages', { 'accept-encoding': 'br' }, 'GET', plainPort);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['etag']).toBe('"v2"');
    expect(decoded(reply)).toBe(page.body);
    expect((await get('/_next/%E0%B8', {}, 'GET', plainPort)).status).toBe(400);
  });
});
