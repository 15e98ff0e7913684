#!/usr/bin/env node
/**
 * `npm run bench`: what a visitor's phone pays for each key page, next to a bare page of the same
 * build (app/(bench)/bench-baseline.html: the framework with nothing of the site).
 *
 * For home, packages, a blog article, contact and a 404, in Thai and English:
 *   - JS (HTML)  JavaScript gzipped of the page's own <script src> tags (not noModule)
 *   - JS (all)   JavaScript transferred during the Lighthouse run, lazy chunks included
 *   - Lighthouse mobile performance, accessibility, best-practices and SEO (median of 3 runs)
 * Targets (issue 4): a11y, best practices, SEO 100; performance within 3 points of the bare page;
 * JS (HTML) at most 30 KB above the bare page on content pages. A 404 is not meant to be indexed,
 * so its SEO score is shown but not held to 100.
 *
 * Uses the production build in NEXT_DIST_DIR (default .next) and starts `node server.mjs` on
 * BENCH_PORT (default 3400) with the current environment (DATABASE_URI, PAYLOAD_SECRET, ...), or
 * measures BENCH_URL when set. Lighthouse runs offline against Debian's chromium (CHROME_PATH).
 * Results also go to bench-results/bench.json. Options: --runs=N (default 3).
 */
import { spawn, execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2'; // the last major that runs on Node 20
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 3);
const BUDGET_KB = 30;

const port = Number(process.env.BENCH_PORT || 3400);
const base = (process.env.BENCH_URL || `http://127.0.0.1:${port}`).replace(/\/$/, '');

async function startServer() {
  if (process.env.BENCH_URL) return null;
  // The production server (server.mjs: compression and the Content-Security-Policy), as `npm run start`.
  const server = spawn('node', ['server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/bench-baseline.html`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopServer(server);
  throw new Error(`the server did not answer on ${base}`);
}

function stopServer(server) {
  if (!server || server.exitCode !== null) return;
  try {
    process.kill(-server.pid); // the whole group: npm/node and the server it started
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

async function firstArticlePath() {
  const response = await fetch(`${base}/blogApi/v1/getBlogList?limit=1`);
  const body = await response.json();
  const path = body?.data?.data?.[0]?.path;
  if (!path) throw new Error('No article to measure: seed the database first');
  return `/blog/${path}`;
}

/** Sum of the gzipped sizes of the page's own (non-noModule) scripts. */
async function htmlScriptKb(url) {
  const html = await (await fetch(url)).text();
  const sources = new Set();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && !/\bnoModule\b/i.test(attributes)) sources.add(new URL(src, url).toString());
  }
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
  return bytes / 1024;
}

async function lighthouseOnce(url) {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((key) => [key, Math.round((report.categories[key]?.score ?? 0) * 100)]),
  );
  const summary = report.audits['resource-summary']?.details?.items ?? [];
  const script = summary.find((item) => item.resourceType === 'script');
  const failed = CATEGORIES.filter((key) => key !== 'performance').flatMap((key) =>
    (report.categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return { scores, jsAllKb: (script?.transferSize ?? 0) / 1024, failed };
}

/** One Lighthouse run; a run that fails to record (NO_NAVSTART and the like, seen on a busy machine) is retried. */
async function lighthouse(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      const reason =
        error instanceof Error ? error.message.split('\n').find((line) => line.includes('Runtime error')) : '';
      process.stderr.write(`  run failed${reason ? ` (${reason.trim()})` : ''}, retrying\n`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, path) {
  const url = base + path;
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url));
  const scores = Object.fromEntries(CATEGORIES.map((key) => [key, median(runs.map((r) => r.scores[key]))]));
  return {
    label,
    path,
    jsHtmlKb: await htmlScriptKb(url),
    jsAllKb: median(runs.map((r) => r.jsAllKb)),
    scores,
    failed: [...new Set(runs.flatMap((r) => r.failed))],
  };
}

function row(result, bare) {
  const s = result.scores;
  const delta = bare
    ? ` (${(result.jsHtmlKb - bare.jsHtmlKb >= 0 ? '+' : '') + (result.jsHtmlKb - bare.jsHtmlKb).toFixed(1)})`
    : '';
  return [
    result.label.padEnd(18),
    `${result.jsHtmlKb.toFixed(1)}${delta}`.padStart(16),
    result.jsAllKb.toFixed(1).padStart(9),
    String(s.performance).padStart(5),
    String(s.accessibility).padStart(5),
    String(s['best-practices']).padStart(5),
    String(s.seo).padStart(5),
  ].join(' ');
}

async function main() {
  const server = await startServer();
  try {
    const article = await firstArticlePath();
    const pages = [
      ['home', '/'],
      ['packages', '/packages'],
      ['article', article],
      ['contact', '/contact-us'],
      ['404', '/no-such-page'],
    ];
    const targets = [['bare page', '/bench-baseline.html']];
    for (const [name, path] of pages) targets.push([`${name} th`, path]);
    for (const [name, path] of pages) targets.push([`${name} en`, path === '/' ? '/en' : `/en${path}`]);

    const results = [];
    for (const [label, path] of targets) {
      process.stderr.write(`measuring ${label} (${path}) ...\n`);
      const result = await measure(label, path);
      results.push(result);
      process.stderr.write(`  ${row(result, results[0] === result ? null : results[0])}\n`);
    }
    const bare = results[0];
    console.log(`\nLighthouse mobile, median of ${RUNS}; JS in KB gzipped (HTML scripts: +/- bare page)`);
    console.log(`${'page'.padEnd(18)} ${'JS (HTML)'.padStart(16)} ${'JS (all)'.padStart(9)}  perf  a11y    bp   seo`);
    for (const result of results) console.log(row(result, result === bare ? null : bare));

    const problems = [];
    for (const result of results.slice(1)) {
      const { scores } = result;
      const is404 = result.label.startsWith('404');
      if (scores.accessibility < 100 || scores['best-practices'] < 100 || (scores.seo < 100 && !is404)) {
        problems.push(`${result.label}: ${result.failed.join(', ') || 'below 100'}`);
      }
      if (scores.performance < bare.scores.performance - 3)
        problems.push(`${result.label}: performance ${scores.performance}`);
      if (!is404 && result.jsHtmlKb - bare.jsHtmlKb > BUDGET_KB) {
        problems.push(`${result.label}: JS ${(result.jsHtmlKb - bare.jsHtmlKb).toFixed(1)} KB above the bare page`);
      }
    }
    console.log(problems.length ? `\nOff target:\n  ${problems.join('\n  ')}` : '\nAll targets met.');
    mkdirSync('bench-results', { recursive: true });
    writeFileSync('bench-results/bench.json', JSON.stringify({ base, runs: RUNS, results }, null, 2));
  } finally {
    stopServer(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
