// Adds the hash-based Content-Security-Policy to HTML responses of public pages.
// Pages stay statically generated: the policy is computed from the HTML as it is sent,
// so it also holds for pages regenerated after a CMS change.
import { inlineScriptHashes, isPublicPagePath, publicPagePolicy } from './csp.mjs';

/**
 * Wraps `res` so an HTML body is buffered, hashed and sent with its policy header.
 * Other responses pass through untouched.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ https: boolean }} options
 */
export function applyContentSecurityPolicy(req, res, { https }) {
  const pathname = (req.url ?? '/').split('?')[0] ?? '/';
  if (!isPublicPagePath(pathname)) return;
  // Next's draft mode cookie: a staff preview, which the admin's Live Preview shows in a frame.
  const preview = /(?:^|;\s*)__prerender_bypass=/.test(req.headers.cookie ?? '');

  const original = {
    writeHead: res.writeHead.bind(res),
    write: res.write.bind(res),
    end: res.end.bind(res),
    flushHeaders: res.flushHeaders.bind(res),
  };
  /** @type {Buffer[] | null} */
  let chunks = null;
  let decided = false;
  /** @type {unknown[] | null} */
  let pendingHead = null;
  // Set while the buffered page is handed on: the layers below (compression, Node's implicit
  // header) call res.writeHead themselves and must reach the real one.
  let flushing = false;

  const isHtml = () => String(res.getHeader('content-type') ?? '').startsWith('text/html');
  const decide = () => {
    if (decided) return;
    decided = true;
    if (isHtml()) chunks = [];
  };
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');

  res.writeHead = (statusCode, ...rest) => {
    if (flushing) return original.writeHead(statusCode, ...rest);
    // Apply header arguments now so the content type is known; send them later if buffering.
    const headers = rest.find((arg) => arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers))
      for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    const statusMessage = typeof rest[0] === 'string' ? rest[0] : undefined;
    decide();
    if (!chunks) return statusMessage ? original.writeHead(statusCode, statusMessage) : original.writeHead(statusCode);
    pendingHead = statusMessage ? [statusCode, statusMessage] : [statusCode];
    return res;
  };
  res.flushHeaders = () => {
    decide();
    if (!chunks) original.flushHeaders();
  };
  res.write = (chunk, encoding, callback) => {
    decide();
    if (!chunks) return original.write(chunk, encoding, callback);
    if (chunk) chunks.push(toBuffer(chunk, encoding));
    if (typeof encoding === 'function') encoding();
    else if (typeof callback === 'function') callback();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (!chunks) return original.end(chunk, encoding, callback);
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(chunks);
    res.setHeader(
      'Content-Security-Policy',
      publicPagePolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')), https, preview }),
    );
    if (res.getHeader('content-length') !== undefined) res.setHeader('Content-Length', body.length);
    flushing = true;
    if (pendingHead) original.writeHead(...pendingHead);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    return original.end(body, done);
  };
}
