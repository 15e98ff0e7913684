/**
 * Lighthouse mobile runs (the lighthouse devDependency, offline, in Debian's chromium): category
 * scores, First and Largest Contentful Paint, Total Blocking Time and the JavaScript transferred, as the median of several runs.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

import { thaiSystemFont } from './thai-font.mjs';

const run = promisify(execFile);
const LIGHTHOUSE = 'node_modules/.bin/lighthouse';
const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

let font;
/** The Thai system face Lighthouse's Chrome draws with (scripts/bench/thai-font.mjs), looked up once. */
export const lighthouseFont = () => (font ??= thaiSystemFont());

/** True when the only console error is Chrome's note that the page itself answered 404 (a 404 page's own status). */
function onlyOwn404(report, url) {
  const items = report.audits['errors-in-console']?.details?.items ?? [];
  return items.every((item) => item.sourceLocation?.url === url && /status of 404/.test(item.description ?? ''));
}

async function lighthouseOnce(url, flags) {
  const { stdout } = await run(
    LIGHTHOUSE,
    [
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      ...flags,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH || '/usr/bin/chromium', ...lighthouseFont().env },
      maxBuffer: 64 << 20,
    },
  );
  const report = JSON.parse(stdout);
  if (report.runtimeError) throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((key) => [key, Math.round((report.categories[key]?.score ?? 0) * 100)]),
  );
  const script = (report.audits['resource-summary']?.details?.items ?? []).find((i) => i.resourceType === 'script');
  const failed = CATEGORIES.filter((key) => key !== 'performance').flatMap((key) =>
    (report.categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .filter((ref) => !(ref.id === 'errors-in-console' && onlyOwn404(report, url)))
      .map((ref) => ref.id),
  );
  // Which element Lighthouse took as the LCP: its selector goes to bench.json for diagnosis.
  const lcpItem = report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    scores,
    lcpElement: lcpItem?.selector ?? lcpItem?.nodeLabel ?? null,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    jsAllKb: (script?.transferSize ?? 0) / 1024,
    failed,
  };
}

/**
 * One run; a run that fails to record (NO_NAVSTART, or an "interstitial" when Chrome could not
 * start its page, both seen on a busy machine) is retried after a pause.
 */
async function lighthouse(url, flags, attempts = 4) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, flags);
    } catch (error) {
      if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}`, { cause: error });
      const lines = String(error?.stderr ?? error).split('\n');
      process.stderr.write(
        `  run failed (${lines.find((line) => /runtime error/i.test(line)) ?? lines[0]}), retrying\n`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Lighthouse's mobile CPU slowdown: its default (a mid-range phone) and a low-end Android phone. */
export const CPU_SLOWDOWNS = [4, 8];

/**
 * One run of `url` at `cpu`× CPU slowdown. A not-found page is measured with --ignore-status-code:
 * Lighthouse otherwise refuses a document that answers 404.
 */
export function lighthouseRun(url, cpu, { notFound = false } = {}) {
  const flags = [`--throttling.cpuSlowdownMultiplier=${cpu}`, ...(notFound ? ['--ignore-status-code'] : [])];
  return lighthouse(url, flags);
}

/** The median of several runs of one page at one CPU slowdown. */
export function medianOf(all) {
  return {
    scores: Object.fromEntries(CATEGORIES.map((key) => [key, median(all.map((r) => r.scores[key]))])),
    lcpMs: median(all.map((r) => r.lcpMs)),
    fcpMs: median(all.map((r) => r.fcpMs)),
    tbtMs: median(all.map((r) => r.tbtMs)),
    // Every run's score, so that a median can be read against its spread.
    performanceRuns: all.map((r) => r.scores.performance),
    jsAllKb: median(all.map((r) => r.jsAllKb)),
    lcpElements: [...new Set(all.map((r) => r.lcpElement))],
    failed: [...new Set(all.flatMap((r) => r.failed))],
  };
}
