#!/usr/bin/env node
/**
 * `npm run bench`: how fast the site serves and paints its key pages, on one production build,
 * next to a bare page of that build (app/(bench)/bench-baseline.html: the framework with nothing of
 * the site, built only when BENCH_BASELINE=1, which this script sets).
 *
 * 1. Builds the working tree into .next-bench as a fresh clone would, without Turbopack's build cache
 *    (skip with --skip-build to reuse it).
 * 2. Throughput: requests/s for /, /en/packages and an article, through `node server.mjs` (what
 *    `npm run start` runs) with a browser's Accept-Encoding and with gzip, against bare `next start`
 *    of the same build without compression; prints the ratios (target ≥ 0.9).
 * 3. Lighthouse mobile (median of --runs, default 3, in interleaved rounds) for home, packages, the blog,
 *    an article, contact and a 404 in Thai and English, next to the bare page, at Lighthouse's default
 *    4× CPU slowdown (performance 100, LCP ≤ 1.5 s) and at 8× (a low-end phone: within 2 points of the
 *    bare page, Total Blocking Time at most 50 ms above it); FCP, LCP, TBT; accessibility, best
 *    practices, SEO (100; a 404 is not meant to be indexed, so its SEO is not held to 100); and
 *    JavaScript: gzipped scripts of the HTML (≤ 30 KB above the bare page) and all transferred.
 *    Lighthouse's Chrome draws Thai in a phone's system face until the web fonts arrive
 *    (scripts/bench/thai-font.mjs: Noto Sans Thai where the machine has no Thai face).
 *    What React hydrates on each page (scripts/bench/hydration.mjs: fibers, components, hooks, refs
 *    of the first commit; the same on every run of a build, unlike the blocking time).
 *    Then the lines of code reachable from server.mjs (≤ 450).
 *
 * 4. The blog at 1,000 articles (scripts/bench/scale.mjs): the build time of a copy of the database
 *    with 1,000 more articles next to step 1's (≤ 150 s), each with its compile and page-rendering
 *    phases, and the search's answer times on that build (skip with --no-scale).
 *
 * Needs a migrated and seeded DATABASE_URI and the environment of a build (PAYLOAD_SECRET, ...).
 * 2b. Requests/s of one instance, of one with LOG_FORMAT=json, and of two instances of the build together.
 * Servers listen on BENCH_PORT (default 3400), BENCH_PORT + 1, + 2 and (the scale build) + 3. With BENCH_URL set, only the
 * Lighthouse part runs, against that site. Results also go to bench-results/bench.json.
 * Options: --runs=N, --rounds=N and --seconds=N (throughput rounds of N seconds; 3 × 5), --skip-build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';

import { hydrationCounts } from './bench/hydration.mjs';
import { htmlScriptKb } from './bench/js-bytes.mjs';
import { CPU_SLOWDOWNS, lighthouseFont, lighthouseRun, medianOf } from './bench/lighthouse.mjs';
import { reachableCode } from './bench/reachable.mjs';
import { hydrationTable, lighthouseTable, offTarget, throughputTable } from './bench/report.mjs';
import { buildForBench, startServer } from './bench/servers.mjs';
import { measureInstances } from './bench/instances.mjs';
import { measureScale, scaleTable } from './bench/scale.mjs';
import { measureThroughput } from './bench/throughput.mjs';

const option = (name, fallback) =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const RUNS = option('runs', 3);
const ROUNDS = option('rounds', 3);
const SECONDS = option('seconds', 5);
const port = Number(process.env.BENCH_PORT || 3400);
const log = (text) => process.stderr.write(`${text}\n`);

async function firstArticlePath(base) {
  const body = await (await fetch(`${base}/blogApi/v1/getBlogList?limit=1`)).json();
  const path = body?.data?.data?.[0]?.path;
  if (!path) throw new Error('No article to measure: seed the database first');
  return `/blog/${path}`;
}

/**
 * Lighthouse mobile at each CPU slowdown (4×, 8×) for every page and the bare page, in rounds: each round
 * runs every page once at each slowdown, so load from other work hits the pages and the bare page alike;
 * each figure is the median of the rounds.
 */
async function lighthousePages(base, article, { bare = true } = {}) {
  const pages = [
    ['home', '/'],
    ['packages', '/packages'],
    ['blog', '/blog'],
    ['article', article],
    ['contact', '/contact-us'],
    ['404', '/no-such-page'],
  ];
  // The bare page exists only in the bench's own build (BENCH_BASELINE), not on a site given by BENCH_URL.
  const targets = bare ? [['bare page', '/bench-baseline.html']] : [];
  for (const [name, path] of pages) targets.push([`${name} th`, path]);
  for (const [name, path] of pages) targets.push([`${name} en`, path === '/' ? '/en' : `/en${path}`]);
  const runs = targets.map(() => Object.fromEntries(CPU_SLOWDOWNS.map((cpu) => [cpu, []])));
  log(`Lighthouse's Chrome draws Thai without its web font in: ${lighthouseFont().note}`);
  for (let round = 1; round <= RUNS; round++) {
    log(`lighthouse round ${round} of ${RUNS} (${targets.length} pages at ${CPU_SLOWDOWNS.join('× and ')}×) ...`);
    for (const [index, [label, path]] of targets.entries())
      for (const cpu of CPU_SLOWDOWNS)
        runs[index][cpu].push(await lighthouseRun(base + path, cpu, { notFound: label.startsWith('404') }));
  }
  const hydration = await hydrationCounts(targets.map(([, path]) => base + path));
  const results = [];
  for (const [index, [label, path]] of targets.entries()) {
    const byCpu = Object.fromEntries(CPU_SLOWDOWNS.map((cpu) => [cpu, medianOf(runs[index][cpu])]));
    results.push({ label, path, byCpu, jsHtmlKb: await htmlScriptKb(base + path), hydration: hydration[index] });
  }
  return results;
}

async function main() {
  let throughput = [];
  let instances = null;
  let results;
  let plainBuild = null;
  let scale = null;
  if (process.env.BENCH_URL) {
    const base = process.env.BENCH_URL.replace(/\/$/, '');
    log('BENCH_URL set: Lighthouse only (throughput needs both servers of one build)');
    const bare = (await fetch(`${base}/bench-baseline.html`, { method: 'HEAD' })).ok;
    results = await lighthousePages(base, await firstArticlePath(base), { bare });
  } else {
    if (!process.argv.includes('--skip-build')) {
      log('building into .next-bench ...');
      plainBuild = await buildForBench();
    }
    const site = await startServer('site', port);
    try {
      const article = await firstArticlePath(site.base);
      const bare = await startServer('bare', port + 1);
      try {
        log(`throughput (${ROUNDS} rounds of ${SECONDS} s per figure) ...`);
        const paths = ['/', '/en/packages', article];
        throughput = await measureThroughput({
          bare: bare.base,
          site: site.base,
          paths,
          rounds: ROUNDS,
          seconds: SECONDS,
        });
      } finally {
        bare.stop();
      }
      const second = await startServer('site', port + 2, { LOG_FORMAT: 'json' });
      try {
        log(`one and two instances (${ROUNDS} rounds of ${SECONDS} s per figure) ...`);
        instances = await measureInstances({
          plain: site.base,
          json: second.base,
          path: '/en/packages',
          rounds: ROUNDS,
          seconds: SECONDS,
        });
      } finally {
        second.stop();
      }
      results = await lighthousePages(site.base, article);
    } finally {
      site.stop();
    }
    // A failure here must not lose the figures above: they are printed first, then the error.
    if (!process.argv.includes('--no-scale'))
      scale = await measureScale({ port: port + 3, log }).catch((error) => ({ error }));
  }
  if (throughput.length) console.log(throughputTable(throughput));
  if (instances) {
    console.log(
      `\nInstances on ${instances.path} (req/s, 16 connections): one ${instances.one}, one with LOG_FORMAT=json ` +
        `${instances.oneJson}, two ${instances.two} (×${(instances.two / instances.one).toFixed(2)})`,
    );
  }
  console.log(lighthouseTable(results, RUNS));
  console.log(`Thai system face (scripts/bench/thai-font.mjs): ${lighthouseFont().note}`);
  console.log(hydrationTable(results));
  const code = reachableCode();
  console.log(`\nCode reachable from server.mjs: ${code.lines} lines in ${code.files.length} files (target ≤ 450)`);
  if (scale?.error) {
    console.error('\nThe 1,000-article part failed:', scale.error);
    process.exitCode = 1;
  } else if (scale) console.log(scaleTable(plainBuild, scale));
  const problems = offTarget(throughput, results, code.lines, scale?.build);
  console.log(problems.length ? `\nOff target:\n  ${problems.join('\n  ')}` : '\nAll targets met.');
  mkdirSync('bench-results', { recursive: true });
  writeFileSync(
    'bench-results/bench.json',
    JSON.stringify(
      {
        runs: RUNS,
        thaiSystemFace: lighthouseFont().note,
        throughput,
        instances,
        results,
        plainBuild,
        scale: scale?.error ? null : scale,
      },
      null,
      2,
    ),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
