import { createHash } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DRAFT_MODE_COOKIE } from '@/lib/routing/draft-mode.mjs';
import { deferFrameworkScripts } from '@/lib/server/deferred-scripts.mjs';
import { createRequestHandler } from '@/lib/server/request-handler.mjs';
import { VersionCache } from '@/lib/server/version-cache.mjs';

const sha = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
const html = (script: string) =>
  `<!DOCTYPE html><html><head><script>${script}</script></head><body>${'<p>SMS</p>'.repeat(200)}</body></html>`;

// A page with Next's async chunk scripts, which the server makes start after the first paint.
const withFramework = html('v1()').replace(
  '</head>',
  '<script src="/_next/static/chunks/framework.js" async=""></script></head>',
);

const thaiPage = html('th()').replace(/SMS/g, 'ส่ง SMS ได้ทันที');

const chunk = `(()=>{${'let a=1;'.repeat(6000)}})();`; // 48 KB: large enough for the hint

// A stand-in for Next: a prerendered page is sent whole with its ETag, as Next's sendRenderResult
// does; a page rendered per request and an API response stream in chunks.
const page = { body: html('v1()'), etag: '"v1"' };
let releaseStream: () => void = () => {};
const handled: string[] = [];
async function handle(req: IncomingMessage, res: ServerResponse) {
  handled.push(req.url ?? '');
  if (req.url === '/en/404') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"screen-v1"');
    res.end(html('screen()'));
  } else if (req.url === '/en/unknown' || req.url === '/en/broken-screen') {
    // As lib/routing/unroutable.ts answers an unknown page: a minimal 404 marked for the screen.
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('x-not-found-screen', req.url === '/en/unknown' ? '/en/404' : '/en/missing-screen');
    res.end(html('minimal()'));
  } else if (req.url === '/en/missing-screen') {
    res.statusCode = 500;
    res.end('broken');
  } else if (req.url === '/en/promotions') {
    // Draft mode renders per request, but nothing stops a page from carrying an ETag: a preview
    // answers with the draft, everyone else with the published page, under the same path.
    const preview = (req.headers.cookie ?? '').includes(`${DRAFT_MODE_COOKIE}=`);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"promotions"');
    res.end(html(preview ? 'draft()' : 'published()'));
  } else if (req.url === '/_next/static/chunks/site.js' || req.url === '/_next/static/chunks/admin.js') {
    res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
    res.setHeader('ETag', `"${req.url.length}"`);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(req.method === 'HEAD' ? null : chunk);
  } else if (req.url === '/en/contact') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"contact"');
    res.setHeader('Content-Length', Buffer.byteLength(withFramework));
    res.end(req.method === 'HEAD' ? null : withFramework);
  } else if (req.url === '/th/packages') {
    // Thai text in several writes, as text and as bytes: the body is kept as written until needed.
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', '"th"');
    const [head, tail] = thaiPage.split('<body>');
    res.write(`${head}<body>`);
    res.write(Buffer.from(tail!.slice(0, 40), 'utf8'));
    res.write(tail!.slice(40, 80), 'utf8');
    res.end(req.method === 'HEAD' ? undefined : tail!.slice(80));
  } else if (req.url === '/en/packages') {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('ETag', page.etag);
    res.setHeader('Content-Length', Buffer.byteLength(page.body));
    res.end(req.method === 'HEAD' ? null : page.body);
  } else if (req.url === '/en/blog/page/1') {
    // A redirect page regenerated in the request: Next sets Location, then appends it again from the
    // entry it has just stored (vercel/next.js#82117).
    res.statusCode = 308;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Location', '/en/blog');
    res.appendHeader('Location', '/en/blog');
    res.end(html('redirect()'));
  } else if (req.url === '/no-such-page') {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.write(html('notFound()').slice(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 5));
    res.end(html('notFound()').slice(100));
  } else {
    res.setHeader('Content-Type', 'application/json');
    res.write('{"first":true,');
    (res as ServerResponse & { flush?: () => void }).flush?.(); // as Next does after each chunk
    await new Promise<void>((resolve) => (releaseStream = resolve));
    res.end('"last":true}');
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
let port = 0;

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request({ port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstChunkAt = 0;
      res.on('data', (chunk: Buffer) => {
        firstChunkAt ||= Date.now();
        chunks.push(chunk);
        // The API stand-in waits for its client to have seen the first chunk.
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
    req.end();
  });
}
const decoded = (reply: Reply) =>
  (reply.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(reply.body)
    : reply.headers['content-encoding'] === 'gzip'
      ? gunzipSync(reply.body)
      : reply.body
  ).toString('utf8');

beforeAll(async () => {
  let handler: (req: IncomingMessage, res: ServerResponse) => void = () => {};
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  const cache = new VersionCache({ maxBytes: 1 << 20 });
  const hinted = new Set(['/_next/static/chunks/site.js']);
  handler = createRequestHandler({ handle, cache, https: false, origin: `http://127.0.0.1:${port}`, hinted });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the production request pipeline', () => {
  it('sends a prerendered page as br or gzip that decode to the same HTML, with its policy and length', async () => {
    const br = await get('/en/packages', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get('/en/packages', { 'accept-encoding': 'gzip' });
    const plain = await get('/en/packages');
    expect([br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual(['br', 'gzip']);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const reply of [br, gzip, plain]) {
      expect(reply.status).toBe(200);
      expect(decoded(reply)).toBe(page.body);
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
      expect(reply.headers['content-security-policy']).toContain(sha('v1()'));
      expect(reply.headers['vary']).toMatch(/accept-encoding/i);
    }
    expect(br.body.length).toBeLessThan(page.body.length / 5);
    // Different bytes, one representation: compressed forms carry the weak form of the ETag.
    expect([br.headers['etag'], gzip.headers['etag'], plain.headers['etag']]).toEqual(['W/"v1"', 'W/"v1"', '"v1"']);
  });

  it('sends a page written in several chunks of Thai text and bytes whole, first and from the cache', async () => {
    for (let round = 0; round < 2; round++)
      for (const encoding of ['br', 'gzip', 'identity']) {
        const reply = await get('/th/packages', { 'accept-encoding': encoding });
        expect(decoded(reply), `${encoding}, request ${round + 1}`).toBe(thaiPage);
        expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
        expect(reply.headers['content-security-policy']).toContain(sha('th()'));
      }
  });

  it("sends a page's framework scripts through the deferred loader in every encoding, with the loader in its policy", async () => {
    const expected = deferFrameworkScripts(withFramework);
    expect(expected).not.toBe(withFramework);
    const loader = /<script>(\(function\(u\)[\s\S]*?)<\/script>/.exec(expected)?.[1] ?? '';
    expect(loader).toContain('/_next/static/chunks/framework.js');
    for (const encoding of ['br', 'gzip', 'identity']) {
      const reply = await get('/en/contact', { 'accept-encoding': encoding });
      expect(decoded(reply), encoding).toBe(expected);
      expect(Number(reply.headers['content-length']), encoding).toBe(reply.body.length);
      expect(reply.headers['content-security-policy'], encoding).toContain(sha(loader));
      const head = await get('/en/contact', { 'accept-encoding': encoding }, 'HEAD');
      expect(head.headers['content-length'], encoding).toBe(reply.headers['content-length']);
    }
  });

  it("gives the site's scripts V8's compile hint in every encoding, and no other script", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const site = await get('/_next/static/chunks/site.js', { 'accept-encoding': encoding });
      expect(decoded(site), encoding).toBe(`//# allFunctionsCalledOnLoad\n${chunk}`);
      expect(Number(site.headers['content-length']), encoding).toBe(site.body.length);
      const head = await get('/_next/static/chunks/site.js', { 'accept-encoding': encoding }, 'HEAD');
      expect(head.headers['content-length'], encoding).toBe(site.headers['content-length']);
      const admin = await get('/_next/static/chunks/admin.js', { 'accept-encoding': encoding });
      expect(decoded(admin), encoding).toBe(chunk);
    }
  });

  it('computes the policy and compressed forms once per version, and anew for a new version', async () => {
    page.body = html('changedWithoutNewVersion()');
    const same = await get('/en/packages', { 'accept-encoding': 'br' });
    expect(decoded(same)).toBe(html('v1()'));

    Object.assign(page, { body: html('v2()'), etag: '"v2"' });
    for (const encoding of ['br', 'gzip']) {
      const fresh = await get('/en/packages', { 'accept-encoding': encoding });
      expect(decoded(fresh)).toBe(page.body);
      expect(fresh.headers['content-security-policy']).toContain(sha('v2()'));
      expect(fresh.headers['content-security-policy']).not.toContain(sha('v1()'));
    }
  });

  it('answers HEAD of a cached version with its headers and no body', async () => {
    const head = await get('/en/packages', { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get('/en/packages', { 'accept-encoding': 'br' });
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.headers['content-security-policy']).toBe(full.headers['content-security-policy']);
  });

  it('gives a page rendered per request the policy of its own body, compressed at request time', async () => {
    const reply = await get('/no-such-page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(decoded(reply)).toBe(html('notFound()'));
    expect(reply.headers['content-security-policy']).toContain(sha('notFound()'));
  });

  it('sends a redirect regenerated in the request with one Location, not two', async () => {
    const reply = await get('/en/blog/page/1');
    expect(reply.status).toBe(308);
    // Node's client keeps only the first Location: count the raw ones.
    const locations = reply.rawHeaders.filter((name, index) => index % 2 === 0 && /^location$/i.test(name));
    expect(locations).toHaveLength(1);
    expect(reply.headers.location).toBe('/en/blog');
  });

  it('never stores a staff preview where a visitor could be served it, and lets the admin frame it', async () => {
    const preview = await get('/en/promotions', { 'accept-encoding': 'br', cookie: `a=1; ${DRAFT_MODE_COOKIE}=x` });
    expect(decoded(preview)).toBe(html('draft()'));
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const visitor = await get('/en/promotions', { 'accept-encoding': 'br' });
    expect(decoded(visitor)).toBe(html('published()'));
    expect(visitor.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('keeps streaming a response that cannot be cached', async () => {
    const reply = await get('/api/stream', { 'accept-encoding': 'gzip' });
    expect(reply.headers['content-security-policy']).toBeUndefined();
    expect(JSON.parse(decoded(reply))).toEqual({ first: true, last: true });
    // The stand-in only ends once the client has received the first chunk.
    expect(reply.firstChunkAt).toBeGreaterThan(0);
  });

  it('answers 400 for a path Next cannot decode unless it is a page, which goes on to the proxy', async () => {
    for (const path of ['/_next/%E0%B8', '/admin/%E0%B8', '/x/%/robots.txt', '/api/media/file/a%25.png']) {
      const reply = await get(path);
      expect(reply.status, path).toBe(400);
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
      expect(handled, path).not.toContain(path);
    }
    await get('/%E0%B8');
    expect(handled).toContain('/%E0%B8');
  });

  it('answers an unknown page marked by the app with the prerendered not-found screen, status 404', async () => {
    const reply = await get('/en/unknown', { 'accept-encoding': 'br' });
    expect(reply.status).toBe(404);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(decoded(reply)).toBe(html('screen()'));
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
    expect(reply.headers['content-security-policy']).toContain(sha('screen()'));
    expect(reply.headers['x-not-found-screen']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the minimal 404 when the not-found screen cannot be fetched', async () => {
    const reply = await get('/en/broken-screen', { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(404);
    expect(decoded(reply)).toBe(html('minimal()'));
    expect(reply.headers['content-security-policy']).toContain(sha('minimal()'));
  });
});
