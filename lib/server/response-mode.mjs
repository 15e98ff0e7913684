// How the production server handles one of Next's responses, decided once its status and
// headers are known (lib/server/versioned-response.mjs carries it out).
import { NOT_FOUND_SCREEN_HEADER } from '../routing/paths.mjs';
import { isCompressible } from './encodings.mjs';

/**
 * - 'screen': a 404 the app marked for the prerendered not-found screen of its language;
 * - 'cache': a version Next sent with an ETag (GET or HEAD, 200, compressible, not private and
 *   not a staff preview): served from the per-version cache;
 * - 'policy': any other HTML page with a body: its policy computed from that body;
 * - 'pass': everything else, untouched and streaming.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {boolean} page whether the path is a page of the site (lib/routing/paths.mjs)
 * @param {boolean} preview whether the request carries Next's draft-mode cookie: what it renders
 *   must never be stored where another visitor could be served it
 * @returns {'screen' | 'cache' | 'policy' | 'pass'}
 */
export function responseMode(req, res, page, preview) {
  const read = req.method === 'GET' || req.method === 'HEAD';
  const type = String(res.getHeader('content-type') ?? '');
  if (page && read && res.statusCode === 404 && res.hasHeader(NOT_FOUND_SCREEN_HEADER)) return 'screen';
  const cacheable =
    read &&
    !preview &&
    res.statusCode === 200 &&
    typeof res.getHeader('etag') === 'string' &&
    !req.headers.range &&
    !res.getHeader('content-encoding') &&
    !/no-transform|no-store|private/.test(String(res.getHeader('cache-control') ?? '')) &&
    isCompressible(type);
  if (cacheable) return 'cache';
  const hasBody = req.method !== 'HEAD' && res.statusCode !== 204 && res.statusCode !== 304;
  return page && hasBody && type.startsWith('text/html') ? 'policy' : 'pass';
}
