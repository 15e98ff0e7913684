/**
 * The client address the rate limit counts by.
 *
 * Route handlers and server actions never see the socket. `next start` records the socket address in
 * X-Forwarded-For when the request has none, and keeps the header as it is otherwise. So:
 *  - TRUST_PROXY=N (N reverse proxies in front, each appending its peer): the client is the N-th entry
 *    from the right; entries further left were written by the client and are ignored.
 *  - TRUST_PROXY unset (app exposed directly): the rightmost entry, which Next filled from the socket.
 *    A client that sends its own X-Forwarded-For then chooses its bucket: deploy behind a proxy.
 * IPv6 addresses are counted per /64, since one host usually owns the whole prefix.
 */
export function clientAddress(forwardedFor: string | null, trustProxyHops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries[entries.length - Math.max(1, trustProxyHops)] ?? entries[0];
  return entry ? normalizeAddress(entry) : 'unknown';
}

export function normalizeAddress(address: string): string {
  let value = address.toLowerCase();
  // "[::1]:1234" and "1.2.3.4:1234" forms carry a port.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(value)) value = value.slice(0, value.lastIndexOf(':'));
  if (value.startsWith('::ffff:') && value.includes('.')) return value.slice(7);
  if (!value.includes(':')) return value;
  return ipv6Prefix64(value);
}

function ipv6Prefix64(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
