// Production server (`npm run start`): Next.js (site, CMS and APIs) behind a small compressing reverse
// proxy in the same process (lib/server/request-handler.mjs), with JSON logs carrying request ids when
// LOG_FORMAT=json (lib/server/json-log.mjs). Policies and the page cache are Next's (next.config.ts).
import { createServer } from 'node:http';

import next from 'next';

import { installJsonConsole, jsonLogs, withRequestId } from './lib/server/json-log.mjs';
import { compresses, createRequestHandler } from './lib/server/request-handler.mjs';
import { startUpstream } from './lib/server/upstream.mjs';
import { VersionCache } from './lib/server/version-cache.mjs';

if (jsonLogs()) installJsonConsole();

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';

// Next's own name for itself, whatever address we listen on: the proxy's rewrites are built by
// NextURL, which spells every loopback address `localhost`; told `127.0.0.1`, Next takes them for
// another host and `/` loops on its own redirect.
const app = next({ dev: false, hostname: 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
const logged = (handler) => (jsonLogs() ? withRequestId(handler) : handler);

const handler = compresses()
  ? createRequestHandler({
      handle,
      // Next's side keeps the request id the public side gave (X-Request-Id, lib/server/json-log.mjs).
      forward: await startUpstream(logged((req, res) => void handle(req, res))),
      // Compressed pages, scripts and styles of the current build and content: a few MB in practice.
      cache: new VersionCache({ maxBytes: 64 * 1024 * 1024 }),
    })
  : createRequestHandler({ handle });
const server = createServer(logged(handler));
// Longer than the idle timeout of the proxies and load balancers in front (60 s is common), so that an idle
// connection is always closed by them, never reused by them at the moment this server closes it.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`);
});
