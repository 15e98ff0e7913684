/**
 * The blog at a thousand articles (issue 12): a copy of the bench's database plus 1,000 generated
 * articles in five languages (scripts/seed-articles.ts), built into .next-bench-scale; its build
 * time is printed next to the plain seed's, then the search's answer times on that build
 * (`GET /search?q=…` on 127.0.0.1: the server's work plus a loopback round trip).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, rmSync } from 'node:fs';

import { buildForBench, buildTime, startServer } from './servers.mjs';

const SCALE_DB = 'data/bench-scale.db';
const ARTICLES = 1000;
const QUERIES = [
  ['th', '/search?q=' + encodeURIComponent('ส่งข้อความ')],
  ['en', '/en/search?q=sms+campaign'],
  ['zh-CN', '/cn/search?q=' + encodeURIComponent('发送短信')],
  ['zh-TW', '/tw/search?q=' + encodeURIComponent('簡訊')],
  ['vi', '/vn/search?q=gui+tin+nhan'],
  ['en, 2,000 characters', '/en/search?q=' + 'sms+'.repeat(500)],
];
const REPEAT = 20;

const fileOf = (uri) => uri.replace(/^file:/, '');

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Seeds the copy, builds it, measures the search; returns { articles, build, search: [...] }. */
export async function measureScale({ port, log }) {
  const env = { DATABASE_URI: `file:./${SCALE_DB}`, NEXT_DIST_DIR: '.next-bench-scale' };
  // The copy takes the source's write-ahead log along (the latest writes may still be only there),
  // and no log of an earlier copy may stay beside it: SQLite would replay that old log onto the new
  // file and report it malformed.
  const source = fileOf(process.env.DATABASE_URI || 'file:./data/payload.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(SCALE_DB + suffix, { force: true });
  copyFileSync(source, SCALE_DB);
  if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${SCALE_DB}-wal`);
  log(`adding ${ARTICLES} articles to ${SCALE_DB} ...`);
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/payload.mjs', 'run', 'scripts/seed-articles.ts'],
    {
      env: { ...process.env, ...env, BULK_ARTICLES: String(ARTICLES) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding ${ARTICLES} articles failed (${seeded.status})`);
  log('building with them into .next-bench-scale ...');
  const build = await buildForBench(env);
  const site = await startServer('site', port, env);
  try {
    const search = [];
    for (const [label, path] of QUERIES) {
      const first = await timed(site.base + path);
      const times = [];
      for (let i = 0; i < REPEAT; i++) times.push(await timed(site.base + path));
      search.push({ label, first, median: percentile(times, 0.5), p95: percentile(times, 0.95) });
    }
    return { articles: ARTICLES, build, search };
  } finally {
    site.stop();
  }
}

/** `plainBuild`: step 1's build (servers.mjs), null with --skip-build. */
export function scaleTable(plainBuild, scale) {
  const ms = (value) => `${Math.round(value)} ms`.padStart(8);
  const plain = plainBuild ? buildTime(plainBuild) : 'not built (--skip-build)';
  return [
    `\nBuild time, no Turbopack cache (a fresh clone's): plain seed ${plain}; with ${scale.articles.toLocaleString('en-US')} more articles ${buildTime(scale.build)}`,
    `Search on that build, ${REPEAT} requests each (first = the language's index built on demand):`,
    `${'query'.padEnd(24)} ${'first'.padStart(8)} ${'median'.padStart(8)} ${'p95'.padStart(8)}`,
    ...scale.search.map((row) => `${row.label.padEnd(24)} ${ms(row.first)} ${ms(row.median)} ${ms(row.p95)}`),
  ].join('\n');
}
