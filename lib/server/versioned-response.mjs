// What the production server adds to Next's responses, done once per response version:
// - a cacheable response (GET or HEAD, 200, an ETag, a compressible type) is sent in its cached
//   br or gzip form, with Content-Length, a weak ETag (the encodings are different bytes) and, for
//   a page, its Content-Security-Policy; the first request of a version builds that entry;
// - any other HTML page (rendered per request: not-found, draft previews, form results) gets its
//   policy from its own body and goes on to the request-time `compression` middleware;
// - every HTML page has its framework scripts start after its first paint (deferred-scripts.mjs),
//   before its policy is computed, so the policy covers the inline loader; the scripts the site's
//   pages load up front carry V8's compile hint (compile-hints.mjs);
// - everything else passes through untouched and keeps streaming;
// - a 404 the app marked (lib/routing/paths.mjs, NOT_FOUND_SCREEN_HEADER) gets the prerendered
//   not-found screen of its language, fetched through this server, so from this cache.
// Next writes into `res` itself, so the layer wraps res.writeHead / write / end (as `compression`
// does): there is no other hook between Next's rendering and the socket.
import { DRAFT_MODE_COOKIE } from '../routing/draft-mode.mjs';
import { isPagePath } from '../routing/paths.mjs';
import { pagePolicy } from '../security/csp.mjs';
import { withCompileHint } from './compile-hints.mjs';
import { deferFrameworkScripts } from './deferred-scripts.mjs';
import { chooseEncoding, compressedForms } from './encodings.mjs';
import { notFoundScreen } from './not-found-screen.mjs';
import { responseMode } from './response-mode.mjs';

/** Next's draft-mode cookie (set by /api/preview): a staff preview, which the admin may frame. */
const DRAFT_MODE = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`);

const toBuffer = (chunk, encoding) =>
  Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
/**
 * A written chunk as kept until the body is needed: UTF-8 text stays text, since a page answered
 * from the cache in br or gzip never needs Next's body at all (encoding it cost about 3 % of the
 * server's time on an article).
 */
const kept = (chunk, encoding) =>
  typeof chunk === 'string' && (typeof encoding !== 'string' || /^utf-?8$/i.test(encoding))
    ? chunk
    : toBuffer(chunk, encoding);

/** An HTML page as this server sends it: Next's, with its scripts deferred (deferred-scripts.mjs). */
const sentHtml = (body) => deferFrameworkScripts(body.toString('utf8'));
const sentPage = (body) => Buffer.from(sentHtml(body), 'utf8');

/**
 * How a cacheable body is sent: a page with its scripts deferred, a script of the site with its
 * compile hint (compile-hints.mjs), anything else as Next wrote it.
 * @param {boolean} html
 * @param {boolean} hint
 * @returns {(body: Buffer) => Buffer}
 */
const asSent = (html, hint) => (html ? sentPage : hint ? withCompileHint : (body) => body);

/**
 * The cached part of a response version: its compressed bodies and, for a page, its policy; and
 * the length of the body as sent (a HEAD has no body to measure; `identity`, which browsers do not
 * ask for, is rebuilt from Next's body rather than kept).
 * @param {Buffer} body as Next wrote it
 * @param {(body: Buffer) => Buffer} transform asSent(…)
 * @param {boolean} html whether it is an HTML page of the site
 * @param {boolean} https
 */
async function buildEntry(body, transform, html, https) {
  const text = html ? sentHtml(body) : null;
  const sent = text === null ? transform(body) : Buffer.from(text, 'utf8');
  const policy = text === null ? null : pagePolicy(text, https);
  const forms = await compressedForms(sent);
  const value = { policy, identityLength: sent.length, ...forms };
  return { value, size: forms.br.length + forms.gzip.length + (policy?.length ?? 0) };
}

/**
 * Wraps `res` for one request (call before handing the request to Next).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ cache: import('./version-cache.mjs').VersionCache, https: boolean, origin?: string,
 *   hinted?: Set<string> }} options
 *   origin: where this server can reach itself (for the not-found screen); hinted: the script
 *   paths that get V8's compile hint
 */
export function serveVersioned(req, res, { cache, https, origin, hinted }) {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  const page = isPagePath(pathname);
  const preview = DRAFT_MODE.test(String(req.headers.cookie ?? ''));
  const original = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end };
  /** @type {'screen' | 'cache' | 'policy' | 'pass' | null} */
  let mode = null;
  /** @type {Array<Buffer | string>} */
  const chunks = [];
  /** @type {Buffer | null} */
  let whole = null;
  /** Next's body, as bytes (built on first use). */
  const body = () =>
    (whole ??= Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk))));
  /** @type {[number, string?] | null} */
  let head = null;

  const restore = () => Object.assign(res, original);
  const decide = () => {
    mode ??= responseMode(req, res, page, preview);
    if (mode === 'pass') restore();
    return mode;
  };
  /** Sends the buffered response with its final headers, through the layers below. */
  const finish = (body, callback) => {
    restore();
    // A redirect page regenerated in the request carries Location twice (vercel/next.js#82117): since
    // a change expires pages at once, its first visitor gets that regeneration. One is kept.
    const location = res.getHeader('location');
    if (Array.isArray(location)) res.setHeader('location', location[0] ?? '');
    if (head) res.writeHead(...head);
    res.end(req.method === 'HEAD' ? undefined : body, callback);
  };
  /** Sends a cached version: its br or gzip form, or Next's body made `transform(body)`. */
  const sendEntry = (entry, transform, callback) => {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    const vary = String(res.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (entry.policy) res.setHeader('Content-Security-Policy', entry.policy);
    const sent = encoding === 'identity' ? (req.method === 'HEAD' ? body() : transform(body())) : entry[encoding];
    if (encoding !== 'identity') {
      res.setHeader('Content-Encoding', encoding);
      const etag = String(res.getHeader('etag'));
      if (!etag.startsWith('W/')) res.setHeader('ETag', `W/${etag}`);
    }
    res.setHeader(
      'Content-Length',
      req.method === 'HEAD' && encoding === 'identity' ? entry.identityLength : sent.length,
    );
    finish(sent, callback);
  };

  res.writeHead = function writeHead(statusCode, ...rest) {
    // Apply the arguments now so the decision sees them; send them once the body is complete.
    const message = typeof rest[0] === 'string' ? rest.shift() : undefined;
    const headers = rest[0];
    if (headers && typeof headers === 'object' && !Array.isArray(headers))
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    res.statusCode = statusCode;
    if (decide() === 'pass') return original.writeHead.call(res, statusCode, ...(message ? [message] : []), ...rest);
    head = message ? [statusCode, message] : [statusCode];
    return res;
  };
  // Next flushes the headers of a streamed page at its first chunk: held back while buffering.
  res.flushHeaders = function flushHeaders() {
    if (decide() === 'pass') original.flushHeaders.call(res);
  };
  res.write = function write(chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding, callback);
    if (chunk) chunks.push(kept(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback);
    if (chunk && typeof chunk !== 'function') chunks.push(kept(chunk, encoding));
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (mode === 'screen') {
      notFoundScreen({ req, res, body: body(), origin, https }).then(({ sent }) => finish(sent, done));
      return res;
    }
    if (mode === 'policy') {
      const text = sentHtml(body());
      res.setHeader('Content-Security-Policy', pagePolicy(text, https, preview));
      const sent = Buffer.from(text, 'utf8');
      if (res.getHeader('content-length') !== undefined) res.setHeader('Content-Length', sent.length);
      finish(sent, done);
      return res;
    }
    const etag = String(res.getHeader('etag'));
    const html = page && String(res.getHeader('content-type')).startsWith('text/html');
    const transform = asSent(html, Boolean(hinted?.has(pathname)));
    const cached = cache.get(pathname, etag);
    if (cached) sendEntry(cached, transform, done);
    // A HEAD has no body to build the entry from: it goes out as Next wrote it.
    else if (req.method === 'HEAD') finish(body(), done);
    else
      cache
        .getOrBuild(pathname, etag, () => buildEntry(body(), transform, html, https))
        .then((entry) => sendEntry(entry, transform, done))
        .catch((error) => {
          // Sent as Next wrote it (scripts not deferred), with the policy of that body.
          console.error(new Error(`Could not compress ${pathname}`, { cause: error }));
          if (html) res.setHeader('Content-Security-Policy', pagePolicy(body().toString('utf8'), https));
          finish(body(), done);
        });
    return res;
  };
}
