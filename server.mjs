// Production server: Next.js (site, CMS and APIs) behind gzip/brotli compression and the
// hash-based Content-Security-Policy of public pages. `npm run start` runs it.
import { createServer } from 'node:http';

import compression from 'compression';
import next from 'next';

import { applyContentSecurityPolicy } from './lib/security/csp-response.mjs';

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || '0.0.0.0';
const https = (process.env.SERVER_URL ?? '').startsWith('https://');

const app = next({ dev: false, hostname, port });
const handle = app.getRequestHandler();
const compress = compression();

await app.prepare();

createServer((req, res) => {
  compress(req, res, () => {
    applyContentSecurityPolicy(req, res, { https });
    handle(req, res).catch((error) => {
      console.error(new Error(`Unhandled request error for ${req.url}`, { cause: error }));
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
  });
}).listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname === '0.0.0.0' ? '127.0.0.1' : hostname}:${port}`);
});
