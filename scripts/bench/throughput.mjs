/**
 * Requests per second with autocannon: bare `next start` (no compression) against the site's
 * own server with the Accept-Encoding a browser sends and with gzip only. The three are
 * interleaved round by round, each round in a rotated order, so load from other work on the
 * machine (and from the other server) hits them alike; each figure is the median of the rounds.
 */
import autocannon from 'autocannon';

export const ENCODINGS = { browser: 'gzip, deflate, br, zstd', gzip: 'gzip' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function requestsPerSecond(url, encoding, seconds) {
  const headers = encoding ? { 'accept-encoding': encoding } : {};
  const result = await autocannon({ url, connections: 8, duration: seconds, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return result.requests.average;
}

/** The Content-Encoding the server picks for `encoding`, so a table never reports an uncompressed path. */
async function encodingOf(url, encoding) {
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'identity';
}

/**
 * @param {{ bare: string, site: string, paths: string[], rounds: number, seconds: number }} options
 * @returns {Promise<Array<{ path: string, bare: number, browser: number, gzip: number, encodings: Record<string, string> }>>}
 */
export async function measureThroughput({ bare, site, paths, rounds, seconds }) {
  const results = [];
  for (const path of paths) {
    const encodings = {};
    for (const [name, value] of Object.entries(ENCODINGS)) encodings[name] = await encodingOf(site + path, value);
    // Warm both servers: the first request of a page version pays for its policy and compression.
    await requestsPerSecond(bare + path, null, 1);
    await requestsPerSecond(site + path, ENCODINGS.browser, 1);
    const samples = { bare: [], browser: [], gzip: [] };
    const runs = {
      bare: () => requestsPerSecond(bare + path, null, seconds),
      browser: () => requestsPerSecond(site + path, ENCODINGS.browser, seconds),
      gzip: () => requestsPerSecond(site + path, ENCODINGS.gzip, seconds),
    };
    // Each round starts with a different figure: whichever ran right after the other server (still
    // collecting its garbage on the same two cores) was measured low every round.
    const order = Object.keys(runs);
    for (let round = 0; round < rounds; round++)
      for (const key of [...order.slice(round % order.length), ...order.slice(0, round % order.length)])
        samples[key].push(await runs[key]());
    const row = { path, encodings };
    for (const [key, values] of Object.entries(samples)) row[key] = median(values);
    results.push(row);
    process.stderr.write(`  ${path}: bare ${row.bare}, browser ${row.browser}, gzip ${row.gzip} req/s\n`);
  }
  return results;
}
