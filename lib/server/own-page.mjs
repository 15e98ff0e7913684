// Fetches one of the site's own pages through the server itself, as a browser would get it
// (same Accept-Encoding, so the bytes come compressed from the per-version cache). Node's http
// rather than fetch: fetch would decompress the body.
import { request } from 'node:http';

/**
 * @param {string} origin e.g. http://127.0.0.1:3000
 * @param {string} path
 * @param {string | undefined} acceptEncoding
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
export function fetchOwnPage(origin, path, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    const req = request(new URL(path, origin), { headers, timeout: 10_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${path} did not answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}
