/** Tables and targets of `npm run bench`: throughput, Lighthouse at 4× and 8× CPU slowdown, JavaScript per page, LCP. */
export const TARGETS = {
  ratio: 0.9,
  performance: 100, // at Lighthouse's default 4× CPU slowdown
  slowPoints: 2, // at 8×: at most this many points below the bare page …
  slowTbtMs: 50, // … and a Total Blocking Time at most this much above it
  lcpMs: 1500,
  jsAboveBareKb: 30,
  reachableLines: 450,
  scaleBuildSeconds: 150, // the build with 1,000 more articles
};

const pad = (value, width) => String(value).padStart(width);

export function throughputTable(rows) {
  const lines = [
    '\nRequests/s (autocannon, 8 connections, median of rounds): bare `next start` without compression,',
    '`npm run start` with a browser Accept-Encoding and with gzip; ratio = site / bare',
    `${'path'.padEnd(34)} ${pad('bare', 7)} ${pad('browser', 14)} ${pad('ratio', 6)} ${pad('gzip', 14)} ${pad('ratio', 6)}`,
  ];
  for (const row of rows) {
    const cell = (key) => `${Math.round(row[key])} (${row.encodings[key]})`;
    lines.push(
      [
        row.path.slice(0, 34).padEnd(34),
        pad(Math.round(row.bare), 7),
        pad(cell('browser'), 14),
        pad((row.browser / row.bare).toFixed(2), 6),
        pad(cell('gzip'), 14),
        pad((row.gzip / row.bare).toFixed(2), 6),
      ].join(' '),
    );
  }
  return lines.join('\n');
}

const row4 = (result) => result.byCpu[4];
const row8 = (result) => result.byCpu[8];

export function lighthouseRow(result, bare) {
  const [fast, slow] = [row4(result), row8(result)];
  const delta = bare ? result.jsHtmlKb - bare.jsHtmlKb : null;
  const js = `${result.jsHtmlKb.toFixed(1)}${delta === null ? '' : ` (${delta >= 0 ? '+' : ''}${delta.toFixed(1)})`}`;
  const slowDelta = bare ? slow.scores.performance - row8(bare).scores.performance : null;
  const tbtDelta = bare ? slow.tbtMs - row8(bare).tbtMs : null;
  const signed = (value) => (value === null ? '' : `${value >= 0 ? '+' : ''}${Math.round(value)}`);
  return [
    result.label.padEnd(12),
    pad(js, 14),
    pad(fast.scores.performance, 4),
    pad(fast.performanceRuns.join('/'), 11),
    pad(Math.round(fast.tbtMs), 5),
    pad(slow.scores.performance, 4),
    pad(slow.performanceRuns.join('/'), 9),
    pad(signed(slowDelta), 4),
    pad(Math.round(slow.tbtMs), 5),
    pad(signed(tbtDelta), 5),
    pad(Math.round(fast.fcpMs), 5),
    pad(Math.round(fast.lcpMs), 5),
    pad(fast.scores.accessibility, 4),
    pad(fast.scores['best-practices'], 4),
    pad(fast.scores.seo, 4),
  ].join(' ');
}

/** The bare page's result, when it was measured (not on a site given by BENCH_URL). */
export const bareOf = (results) => results.find((result) => result.label === 'bare page') ?? null;

export function lighthouseTable(results, runs) {
  const bare = bareOf(results);
  return [
    `\nLighthouse mobile, median of ${runs} interleaved rounds, at 4× CPU slowdown (default) and 8× (a low-end`,
    "phone), each run's performance score listed; Δ = against the bare page in the same rounds; JS in KB",
    'gzipped loaded up front by the HTML (+/- bare page); TBT, FCP, LCP in ms (FCP, LCP, a11y, bp, seo at 4×)',
    `${'page'.padEnd(12)} ${pad('JS (HTML)', 14)} ${pad('4×', 4)} ${pad('runs', 11)} ${pad('TBT', 5)} ${pad('8×', 4)} ${pad('runs', 9)} ${pad('Δ', 4)} ${pad('TBT', 5)} ${pad('Δ', 5)} ${pad('FCP', 5)} ${pad('LCP', 5)} ${pad('a11y', 4)} ${pad('bp', 4)} ${pad('seo', 4)}`,
    ...results.map((result) => lighthouseRow(result, result === bare ? null : bare)),
  ].join('\n');
}

/** What React hydrates per page (results[].hydration, from scripts/bench/hydration.mjs). */
export function hydrationTable(results) {
  const lines = [
    "\nHydration (the first commit, counted through React's devtools hook; the same on every run of a build)",
    `${'page'.padEnd(12)} ${pad('fibers', 7)} ${pad('host', 6)} ${pad('components', 11)} ${pad('hooks', 6)} ${pad('refs', 5)}`,
  ];
  for (const { label, hydration: h } of results) {
    lines.push(
      `${label.padEnd(12)} ${pad(h.fibers, 7)} ${pad(h.host, 6)} ${pad(h.components, 11)} ${pad(h.hooks, 6)} ${pad(h.refs, 5)}`,
    );
  }
  return lines.join('\n');
}

/** Every figure off its target, as text lines. */
export function offTarget(throughput, results, reachableLines, scaleBuild = null) {
  const problems = [];
  if (scaleBuild && scaleBuild.seconds > TARGETS.scaleBuildSeconds)
    problems.push(`build with 1,000 more articles: ${scaleBuild.seconds.toFixed(0)} s`);
  for (const row of throughput) {
    for (const key of ['browser', 'gzip']) {
      const ratio = row[key] / row.bare;
      if (ratio < TARGETS.ratio) problems.push(`${row.path} ${key}: ${ratio.toFixed(2)} of bare req/s`);
    }
  }
  if (reachableLines > TARGETS.reachableLines) problems.push(`server.mjs reaches ${reachableLines} lines`);
  const bare = bareOf(results);
  for (const result of results.filter((row) => row !== bare)) {
    const { label } = result;
    const [fast, slow] = [row4(result), row8(result)];
    // A 404 is not meant to be indexed, and Chrome logs its status as a console error: those
    // audits are expected to fail there (lighthouse.mjs leaves out that one console error).
    const is404 = label.startsWith('404');
    const failed = fast.failed.filter((id) => !(is404 && ['is-crawlable', 'http-status-code'].includes(id)));
    const scores = fast.scores;
    if (failed.length > 0) problems.push(`${label}: ${failed.join(', ')}`);
    else if (scores.accessibility < 100 || (!is404 && (scores['best-practices'] < 100 || scores.seo < 100)))
      problems.push(`${label}: a category below 100`);
    if (scores.performance < TARGETS.performance) problems.push(`${label}: performance ${scores.performance} at 4×`);
    if (fast.lcpMs > TARGETS.lcpMs) problems.push(`${label}: LCP ${Math.round(fast.lcpMs)} ms`);
    if (bare && !is404) {
      const floor = row8(bare);
      if (slow.scores.performance < floor.scores.performance - TARGETS.slowPoints)
        problems.push(`${label}: performance ${slow.scores.performance} at 8× (bare page ${floor.scores.performance})`);
      if (slow.tbtMs > floor.tbtMs + TARGETS.slowTbtMs)
        problems.push(`${label}: TBT ${Math.round(slow.tbtMs)} ms at 8× (bare page ${Math.round(floor.tbtMs)} ms)`);
      if (result.jsHtmlKb - bare.jsHtmlKb > TARGETS.jsAboveBareKb)
        problems.push(`${label}: JS ${(result.jsHtmlKb - bare.jsHtmlKb).toFixed(1)} KB above the bare page`);
    }
  }
  return problems;
}
