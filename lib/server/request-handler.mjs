// What the production server (server.mjs) does in front of Next, as a reverse proxy would:
// 1. a path Next cannot decode (broken percent-encoding; Next answers those with a 500): a page path goes on
//    to the proxy (proxy.ts), which answers a localized 404; any other path gets a 400 here;
// 2. compression. A GET (what browsers load) goes to Next over loopback HTTP (lib/server/upstream.mjs). A
//    response version Next marks with an ETag (prerendered pages, scripts, styles) is sent from its br or
//    gzip form, built once per version (lib/server/version-cache.mjs) and revalidated by asking Next with
//    that ETag: Next's 304 means the kept form is still the page. Anything else streams through br or gzip
//    as it comes. Other methods (forms, APIs) are handed to Next in this process behind `compression`.
// Everything else is Next's: the page cache and each page version's Content-Security-Policy
// (lib/server/page-policy.mjs), the security headers (next.config.ts), 304s, the not-found screen. Behind
// a reverse proxy that compresses, COMPRESSION=off leaves all of this out (README, Deploying).
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

import compression from 'compression';

import { isPagePath, isRoutablePath } from '../routing/paths.mjs';
import { securityHeaders } from '../security/headers.mjs';
import { chooseEncoding, compressedForms, isCompressible } from './encodings.mjs';
import { endToEnd } from './upstream.mjs';

/** Next's draft-mode cookie: a staff preview, rendered for that browser alone and never kept. */
const PREVIEW = /(?:^|;\s*)__prerender_bypass=/;
const ignore = () => {};

/** Whether the server compresses itself: on unless COMPRESSION=off. */
export const compresses = (env = process.env) => env.COMPRESSION !== 'off';

const withVary = (vary) =>
  /accept-encoding/i.test(String(vary ?? '')) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding';

/** Whether a response is one version of its URL, to be kept compressed (see the header). */
function isVersion(up) {
  const control = String(up.headers['cache-control'] ?? '');
  return (
    up.statusCode === 200 &&
    typeof up.headers.etag === 'string' &&
    !up.headers['content-encoding'] &&
    isCompressible(up.headers['content-type']) &&
    !/no-transform|no-store|private/.test(control)
  );
}

/** Sends a kept version in `encoding` with Next's headers (of its 200, or of the 304 that confirmed it). */
function sendVersion(res, headers, { type, forms }, encoding) {
  const etag = String(headers.etag ?? '');
  res.writeHead(200, {
    ...headers,
    'content-type': type,
    'content-encoding': encoding,
    'content-length': forms[encoding].length,
    vary: withVary(headers.vary),
    // The encodings are different bytes of one version: a weak validator (Next compares weakly too).
    etag: etag.startsWith('W/') ? etag : `W/${etag}`,
  });
  res.end(forms[encoding]);
}

/** Streams Next's response through br or gzip when it gains from it, flushing as Next flushes. */
function stream(req, res, up, headers, encoding) {
  const compress =
    encoding !== 'identity' &&
    req.method !== 'HEAD' &&
    ![204, 304].includes(up.statusCode ?? 0) &&
    !headers['content-encoding'] &&
    isCompressible(headers['content-type']) &&
    !/no-transform/.test(String(headers['cache-control'] ?? ''));
  if (!compress) {
    res.writeHead(up.statusCode ?? 502, headers);
    return pipeline(up, res, ignore);
  }
  delete headers['content-length'];
  res.writeHead(up.statusCode ?? 502, { ...headers, 'content-encoding': encoding, vary: withVary(headers.vary) });
  const zip =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  pipeline(up, zip, res, ignore);
}

/**
 * @param {{ handle: (req: any, res: any) => Promise<void>,
 *   forward?: (req: any, headers: import('node:http').OutgoingHttpHeaders) => Promise<import('node:http').IncomingMessage>,
 *   cache?: import('./version-cache.mjs').VersionCache }} options
 *   forward (lib/server/upstream.mjs) and cache: both or neither (COMPRESSION=off)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createRequestHandler({ handle, forward, cache }) {
  const compressor = forward ? compression() : (_req, _res, next) => next();
  const badPathHeaders = {
    ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  const direct = (req, res) =>
    compressor(req, res, () =>
      handle(req, res).catch((error) => {
        console.error(new Error(`Unhandled request error for ${req.url}`, { cause: error }));
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      }),
    );

  async function proxied(req, res) {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const versioned =
      encoding !== 'identity' &&
      req.method === 'GET' &&
      !req.headers.range &&
      !req.headers.rsc &&
      !PREVIEW.test(String(req.headers.cookie ?? ''));
    const kept = versioned && !req.headers['if-none-match'] ? cache?.latest(req.url) : undefined;
    const headers = endToEnd(req.headers);
    // As `next start` records a direct client: its socket address, unless a proxy in front already did.
    headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '';
    if (kept) headers['if-none-match'] = kept.version;
    const up = await forward(req, headers);
    res.on('close', () => up.destroy());
    const out = endToEnd(up.headers);
    if (kept && up.statusCode === 304) {
      up.resume();
      return sendVersion(res, out, kept.value, encoding);
    }
    if (!versioned || !cache || !isVersion(up)) return stream(req, res, up, out, encoding);
    const chunks = [];
    for await (const chunk of up) chunks.push(chunk);
    const body = Buffer.concat(chunks);
    const value = await cache.getOrBuild(req.url ?? '/', String(up.headers.etag), async () => {
      const forms = await compressedForms(body);
      return { value: { type: up.headers['content-type'], forms }, size: forms.br.length + forms.gzip.length };
    });
    sendVersion(res, out, value, encoding);
  }

  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isRoutablePath(pathname) && !isPagePath(pathname)) {
      res.writeHead(400, badPathHeaders);
      res.end('Bad Request: malformed percent-encoding in the path\n');
      return;
    }
    if (!forward || (req.method !== 'GET' && req.method !== 'HEAD')) return direct(req, res);
    proxied(req, res).catch((error) => {
      console.error(new Error(`Could not serve ${req.url}`, { cause: error }));
      if (!res.headersSent)
        res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end();
    });
  };
}
