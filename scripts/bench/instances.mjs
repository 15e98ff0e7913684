/**
 * Requests per second of one instance and of two instances of the same build on this machine (the same
 * 16 connections in all, split 8 + 8 over both for two), and of one instance with LOG_FORMAT=json, which
 * must cost nothing measurable. Both instances serve with the browser's Accept-Encoding; rounds are
 * interleaved so load from other work hits every figure alike; each figure is the median of its rounds.
 */
import autocannon from 'autocannon';

import { ENCODINGS } from './throughput.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function rate(url, connections, seconds) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': ENCODINGS.browser },
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) throw new Error(`${url}: ${failed} failed requests of ${result.requests.total}`);
  return result.requests.average;
}

/** @param {{ plain: string, json: string, path: string, rounds: number, seconds: number }} options */
export async function measureInstances({ plain, json, path, rounds, seconds }) {
  await rate(plain + path, 8, 1);
  await rate(json + path, 8, 1);
  const samples = { one: [], oneJson: [], two: [] };
  for (let round = 0; round < rounds; round++) {
    samples.one.push(await rate(plain + path, 16, seconds));
    samples.oneJson.push(await rate(json + path, 16, seconds));
    const both = await Promise.all([rate(plain + path, 8, seconds), rate(json + path, 8, seconds)]);
    samples.two.push(both[0] + both[1]);
  }
  // A sum of two averages carries float noise (1116.1999999999998): one decimal, as autocannon gives.
  const row = {
    path,
    one: median(samples.one),
    oneJson: median(samples.oneJson),
    two: Math.round(median(samples.two) * 10) / 10,
  };
  process.stderr.write(
    `  ${path}: one instance ${row.one}, one with JSON logs ${row.oneJson}, two instances ${row.two} req/s\n`,
  );
  return row;
}
