// The production server's request pipeline around Next's handler (server.mjs wires it to Next;
// the tests wire it to a stand-in):
// 1. paths Next cannot decode (it answers those with a 500): a page path goes on to the proxy
//    (proxy.ts), which answers a localized 404; any other path gets a 400 here;
// 2. request-time gzip/brotli (`compression`) for responses that cannot be cached;
// 3. the per-version cache of page policies and compressed bodies (pages with their scripts
//    started after the first paint, the site's scripts with V8's compile hint), and the
//    prerendered not-found screen for unknown pages (versioned-response.mjs).
import compression from 'compression';

import { isPagePath, isRoutablePath } from '../routing/paths.mjs';
import { securityHeaders } from '../security/headers.mjs';
import { serveVersioned } from './versioned-response.mjs';

/**
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>,
 *   cache: import('./version-cache.mjs').VersionCache,
 *   https: boolean,
 *   origin?: string,
 *   hinted?: Set<string>,
 * }} options (origin: where the server reaches itself, for the not-found screen; hinted: the
 *   script paths that get V8's compile hint, lib/server/compile-hints.mjs)
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createRequestHandler({ handle, cache, https, origin, hinted }) {
  const compress = compression();
  const badPathHeaders = {
    ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
  };

  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isRoutablePath(pathname) && !isPagePath(pathname)) {
      res.writeHead(400, badPathHeaders);
      res.end('Bad Request: malformed percent-encoding in the path\n');
      return;
    }
    compress(req, res, () => {
      serveVersioned(req, res, { cache, https, origin, hinted });
      handle(req, res).catch((error) => {
        console.error(new Error(`Unhandled request error for ${req.url}`, { cause: error }));
        if (!res.headersSent) res.statusCode = 500;
        res.end();
      });
    });
  };
}
