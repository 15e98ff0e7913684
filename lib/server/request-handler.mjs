// What the production server (server.mjs) does in front of Next, as a reverse proxy would:
// 1. a path Next cannot decode (broken percent-encoding; Next answers those with a 500): a page path goes on
//    to the proxy (proxy.ts), which answers a localized 404; any other path gets a 400 here;
// 2. compression. A GET goes to Next over loopback HTTP (lib/server/upstream.mjs). A response version Next
//    marks with an ETag (pages, scripts, styles, fonts) is kept with its br and gzip forms, built once per
//    version (lib/server/version-cache.mjs), and sent again once Next confirms it (a 304 to that ETag), or
//    at once, as stored, if `immutable` (RFC 8246: the build's hashed files, 15-20 a page). Large site scripts
//    get V8's compile hint (HINT). The rest streams; other methods go to Next behind `compression`.
// The rest is Next's (page cache and policies: lib/server/page-policy.mjs). COMPRESSION=off leaves out 2.
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

import compression from 'compression';

import { DRAFT_MODE_COOKIE } from '../routing/draft-mode.mjs';
import { isPagePath, isRoutablePath } from '../routing/paths.mjs';
import { securityHeaders } from '../security/headers.mjs';
import { chooseEncoding, compressedForms, isCompressible } from './encodings.mjs';
import { siteScripts } from './site-scripts.mjs';
import { endToEnd } from './upstream.mjs';

/** Next's draft-mode cookie: a staff preview, rendered for that browser alone and never kept. */
const PREVIEW = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`);
const vary = (value) =>
  /accept-encoding/i.test(value ?? '') ? value : value ? `${value}, Accept-Encoding` : 'Accept-Encoding';

// V8's explicit compile hint (Chromium 136+): a script that begins with it is compiled whole on a
// background thread while it downloads, instead of function by function on the main thread as Next's
// bootstrap first calls them (the largest long task after the first paint on a phone). Only on the site's
// large chunks: each hint adds its bytes to every page that loads the chunk.
const HINT = Buffer.from('//# allFunctionsCalledOnLoad\n');
const hinted = (url, body) => (siteScripts.has(url) && body.length >= 40 * 1024 ? Buffer.concat([HINT, body]) : body);

/** Whether the server compresses itself: on unless COMPRESSION=off. */
export const compresses = (env = process.env) => env.COMPRESSION !== 'off';

/** Sends a kept version, in `accepted` if it has that form, with Next's headers (of its 200, or of the 304). */
function sendVersion(res, headers, { type, forms }, accepted) {
  const [encoding, etag] = [forms[accepted] ? accepted : 'identity', String(headers.etag)];
  // The encodings are different bytes of one version: a weak validator (Next compares weakly too), and Vary
  // where there are several (a font keeps its one form).
  const weak = etag.startsWith('W/') ? etag : `W/${etag}`;
  Object.assign(headers, { etag: weak, 'content-type': type }, forms.br && { vary: vary(headers.vary) });
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(200, { ...headers, 'content-length': forms[encoding].length }).end(forms[encoding]);
}

/** Streams Next's response, through br or gzip when it gains from it, flushing as Next flushes. */
function stream(req, res, up, headers, encoding) {
  // A browser that leaves early (a prefetch cut short) closes the stream prematurely: no fault to log.
  const ended = (e) => e && !/PREMATURE/.test(e.code) && console.error(new Error(`${req.url} broke`, { cause: e }));
  const status = up.statusCode ?? 502;
  const type = headers['content-type'];
  const plain = headers['content-encoding'] || /no-transform/.test(headers['cache-control'] ?? '');
  if (encoding === 'identity' || req.method === 'HEAD' || [204, 304].includes(status) || plain || !isCompressible(type))
    return pipeline(up, res.writeHead(status, headers), ended);
  delete headers['content-length'];
  res.writeHead(status, { ...headers, 'content-encoding': encoding, vary: vary(headers.vary) });
  const brotli = { flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
  const zip = encoding === 'br' ? createBrotliCompress(brotli) : createGzip({ flush: constants.Z_SYNC_FLUSH });
  pipeline(up, zip, res, ended);
}

/**
 * @param {{ handle: (req: any, res: any) => Promise<void>,
 *   forward?: (req: any, headers: import('node:http').OutgoingHttpHeaders) => Promise<import('node:http').IncomingMessage>,
 *   cache?: import('./version-cache.mjs').VersionCache }} options forward and cache: both, or neither (COMPRESSION=off)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createRequestHandler({ handle, forward, cache }) {
  const compressor = forward ? compression() : (_req, _res, next) => next();
  const badPath = { ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])) };
  Object.assign(badPath, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  const failed = (req, res, error) => {
    console.error(new Error(`Could not serve ${req.url}`, { cause: error }));
    if (!res.headersSent) res.statusCode = forward ? 502 : 500;
    res.end();
  };

  async function proxied(req, res) {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const cookie = String(req.headers.cookie ?? '');
    const versioned = req.method === 'GET' && !req.headers.range && !req.headers.rsc;
    // A script kept before a site page named it (the admin's shared chunks) is kept again with its hint.
    const key = siteScripts.has(req.url) ? `${req.url} (hinted)` : req.url;
    const kept = versioned && !PREVIEW.test(cookie) && !req.headers['if-none-match'] && cache.latest(key);
    if (kept && kept.value.immutable) return sendVersion(res, { ...kept.value.headers }, kept.value, encoding);
    const headers = endToEnd(req.headers);
    // As `next start` records a direct client: its socket address, unless a proxy in front already did.
    headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '';
    if (kept) headers['if-none-match'] = kept.version;
    const up = await forward(req, headers);
    // A browser that goes away stops Next's work; a finished response leaves the connection for reuse.
    res.on('close', () => up.complete || up.destroy());
    const out = endToEnd(up.headers);
    if (kept && up.statusCode === 304) return (up.resume(), sendVersion(res, out, kept.value, encoding));
    const control = out['cache-control'] ?? '';
    const version = up.statusCode === 200 && typeof out.etag === 'string' && !out['content-encoding'];
    const [compressible, immutable] = [isCompressible(out['content-type']), /immutable/.test(control)];
    if (!versioned || !version || !(compressible || immutable) || /no-transform|no-store|private/.test(control))
      return stream(req, res, up, out, encoding);
    const chunks = [];
    for await (const chunk of up) chunks.push(chunk);
    const value = await cache.getOrBuild(key, out.etag, async () => {
      const identity = hinted(req.url, Buffer.concat(chunks));
      const forms = { ...(compressible ? await compressedForms(identity) : {}), identity };
      const size = Object.values(forms).reduce((sum, form) => sum + form.length, 0);
      return { value: { type: out['content-type'], forms, headers: { ...out }, immutable }, size };
    });
    sendVersion(res, out, value, encoding);
  }

  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isRoutablePath(pathname) && !isPagePath(pathname))
      return res.writeHead(400, badPath).end('Bad Request: malformed percent-encoding in the path\n');
    if (forward && (req.method === 'GET' || req.method === 'HEAD'))
      return void proxied(req, res).catch((error) => failed(req, res, error));
    compressor(req, res, () => handle(req, res).catch((error) => failed(req, res, error)));
  };
}
