/** Tables and targets of `npm run bench`: JavaScript per page, throughput, Lighthouse and LCP. */
export const TARGETS = { ratio: 0.9, performance: 98, lcpMs: 1500, jsAboveBareKb: 30 };

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

export function lighthouseRow(result, bare) {
  const s = result.scores;
  const delta = bare ? result.jsHtmlKb - bare.jsHtmlKb : null;
  const js = `${result.jsHtmlKb.toFixed(1)}${delta === null ? '' : ` (${delta >= 0 ? '+' : ''}${delta.toFixed(1)})`}`;
  return [
    result.label.padEnd(14),
    pad(js, 15),
    pad(result.jsAllKb.toFixed(1), 8),
    pad(s.performance, 5),
    pad(result.performanceRuns?.join('/') ?? '', 11),
    pad(Math.round(result.fcpMs), 6),
    pad(Math.round(result.lcpMs), 6),
    pad(Math.round(result.tbtMs), 5),
    pad(s.accessibility, 5),
    pad(s['best-practices'], 5),
    pad(s.seo, 5),
  ].join(' ');
}

/** The bare page's result, when it was measured (not on a site given by BENCH_URL). */
export const bareOf = (results) => results.find((result) => result.label === 'bare page') ?? null;

export function lighthouseTable(results, runs) {
  const bare = bareOf(results);
  return [
    `\nLighthouse mobile, median of ${runs} (runs: each run's performance score); JS in KB gzipped`,
    '(HTML scripts: +/- bare page); FCP, LCP and TBT (Total Blocking Time) in ms',
    `${'page'.padEnd(14)} ${pad('JS (HTML)', 15)} ${pad('JS (all)', 8)}  perf        runs    FCP    LCP   TBT  a11y    bp   seo`,
    ...results.map((result) => lighthouseRow(result, result === bare ? null : bare)),
  ].join('\n');
}

/** Every figure off its target, as text lines. */
export function offTarget(throughput, results) {
  const problems = [];
  for (const row of throughput) {
    for (const key of ['browser', 'gzip']) {
      const ratio = row[key] / row.bare;
      if (ratio < TARGETS.ratio) problems.push(`${row.path} ${key}: ${ratio.toFixed(2)} of bare req/s`);
    }
  }
  const bare = bareOf(results);
  for (const result of results.filter((row) => row !== bare)) {
    const { scores, label } = result;
    // A 404 is not meant to be indexed, and Chrome logs its status as a console error: those
    // audits are expected to fail there (lighthouse.mjs leaves out that one console error).
    const is404 = label.startsWith('404');
    const failed = result.failed.filter((id) => !(is404 && ['is-crawlable', 'http-status-code'].includes(id)));
    if (failed.length > 0) problems.push(`${label}: ${failed.join(', ')}`);
    else if (scores.accessibility < 100 || (!is404 && (scores['best-practices'] < 100 || scores.seo < 100)))
      problems.push(`${label}: a category below 100`);
    if (scores.performance < TARGETS.performance) problems.push(`${label}: performance ${scores.performance}`);
    if (result.lcpMs > TARGETS.lcpMs) problems.push(`${label}: LCP ${Math.round(result.lcpMs)} ms`);
    if (bare && !is404 && result.jsHtmlKb - bare.jsHtmlKb > TARGETS.jsAboveBareKb)
      problems.push(`${label}: JS ${(result.jsHtmlKb - bare.jsHtmlKb).toFixed(1)} KB above the bare page`);
  }
  return problems;
}
