// Next behind this process's own public server, over loopback HTTP: the public side (server.mjs) is a
// small reverse proxy that compresses, as nginx or a CDN would in front of `next start`. Talking HTTP to
// Next, rather than wrapping the ServerResponse Next writes into, leaves Next's response entirely its own:
// only its status, headers (ETag, Cache-Control, Content-Type) and body are read, as any proxy reads them.
import { Agent, createServer, request } from 'node:http';

/** Headers that belong to one connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer'];

/** `headers` without the hop-by-hop ones (a copy). */
export function endToEnd(headers) {
  const copy = { ...headers };
  for (const name of HOP_BY_HOP) delete copy[name];
  return copy;
}

/**
 * Serves `handle` on an ephemeral loopback port and resolves to a function that forwards a request
 * there: `forward(req, headers)` resolves to Next's response (an IncomingMessage, body unread).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handle
 */
export async function startUpstream(handle) {
  const server = createServer(handle);
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  const agent = new Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 30_000 });
  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').OutgoingHttpHeaders} headers
   * @returns {Promise<import('node:http').IncomingMessage>}
   */
  return (req, headers) =>
    new Promise((resolve, reject) => {
      const upstream = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent }, resolve);
      upstream.on('error', reject);
      req.pipe(upstream);
    });
}
