// Production server (`npm run start`): Next.js (site, CMS and APIs) behind the pipeline of
// lib/server/request-handler.mjs (broken-path guard, per-version cache of page policies and
// compressed bodies, scripts started after the first paint and compile hints, the prerendered
// not-found screen, request-time compression of the rest).
import { createServer } from 'node:http';
import path from 'node:path';

import next from 'next';

import { siteChunks } from './lib/server/compile-hints.mjs';
import { distDir } from './lib/server/dist-dir.mjs';
import { installJsonConsole, jsonLogs, withRequestId } from './lib/server/json-log.mjs';
import { createRequestHandler } from './lib/server/request-handler.mjs';
import { VersionCache } from './lib/server/version-cache.mjs';

// LOG_FORMAT=json: one JSON object a line, with the request id (lib/server/json-log.mjs).
if (jsonLogs()) installJsonConsole();

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const https = (process.env.SERVER_URL ?? '').startsWith('https://');
// Where this server reaches itself (it fetches its own prerendered not-found screen).
const self = hostname === '0.0.0.0' ? '127.0.0.1' : hostname === '::' ? '::1' : hostname;
const origin = `http://${self.includes(':') ? `[${self}]` : self}:${port}`;
// Compressed pages, scripts and styles of the current build and content: a few MB in practice.
const cache = new VersionCache({ maxBytes: 64 * 1024 * 1024 });

// Next's own name for itself, whatever address we listen on: the proxy's rewrites are built by
// NextURL, which spells every loopback address `localhost`; told `127.0.0.1`, Next takes them for
// another host and `/` loops on its own redirect.
const app = next({ dev: false, hostname: 'localhost', port });
await app.prepare();

// The chunks the site's pages load up front get V8's compile hint (lib/server/compile-hints.mjs).
const hinted = siteChunks(path.resolve(distDir()));
const handler = createRequestHandler({ handle: app.getRequestHandler(), cache, https, origin, hinted });
createServer(jsonLogs() ? withRequestId(handler) : handler).listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`);
});
