/**
 * The servers `npm run bench` measures, started from one production build: the site as visitors
 * get it (`node server.mjs`, what `npm run start` runs) and bare `next start` of the same build
 * (no compression: next.config.ts turns Next's own off), the reference for throughput.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NEXT_BIN = 'node_modules/next/dist/bin/next';

/** The build the bench measures: its own folder, with the bare page (BENCH_BASELINE, next.config.ts). */
export const BENCH_ENV = { NODE_ENV: 'production', NEXT_DIST_DIR: '.next-bench', BENCH_BASELINE: '1' };

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text) => (output += text));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const UNIT_SECONDS = { ms: 0.001, s: 1, min: 60 };

/** Seconds of the first "<label> … in 12.3s" line of Next's build output (its own timer), or null. */
function phaseSeconds(output, label) {
  const match = output.match(new RegExp(`${label}[^\\n]* in ([\\d.]+)(ms|s|min)\\b`));
  return match ? Number(match[1]) * UNIT_SECONDS[match[2]] : null;
}

/**
 * `next build` of the working tree into BENCH_ENV.NEXT_DIST_DIR (or `env`'s); resolves to
 * { seconds, compileSeconds, pagesSeconds } (the last two from Next's own output, null if absent).
 *
 * Every bench build is a fresh clone's: no Turbopack cache read or written (NEXT_BUILD_CACHE=off, as
 * `npm run test:all` builds). With the cache, a build's time depended on whether its folder had
 * been built before: session 42 printed 74 s for the plain build (cached) against 170 s for the one
 * with 1,000 articles (in a new folder), and a cache copied from another folder compiled slower still.
 */
export async function buildForBench(env = {}) {
  // next build adds its output folder's types to tsconfig.json; this folder is the bench's scratch
  // space, so the file is put back as it was.
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  // The data cache of an earlier build outlives the database it was read from (as in
  // scripts/test-all.sh): an old copy served categories from before they had slugs, and the build failed.
  const distDir = env.NEXT_DIST_DIR ?? BENCH_ENV.NEXT_DIST_DIR;
  rmSync(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  try {
    const started = performance.now();
    const output = await run(process.execPath, [NEXT_BIN, 'build'], {
      ...process.env,
      ...BENCH_ENV,
      NEXT_BUILD_CACHE: 'off',
      ...env,
    });
    return {
      seconds: (performance.now() - started) / 1000,
      compileSeconds: phaseSeconds(output, 'Compiled successfully'),
      pagesSeconds: phaseSeconds(output, 'Generating static pages'),
    };
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
}

/** "163 s (compile 102 s, pages 44 s)": a build's time and, where Next printed them, its two long phases. */
export function buildTime(build) {
  const phase = (name, value) => (value == null ? [] : [`${name} ${value.toFixed(0)} s`]);
  const phases = [...phase('compile', build.compileSeconds), ...phase('pages', build.pagesSeconds)];
  return `${build.seconds.toFixed(0)} s${phases.length ? ` (${phases.join(', ')})` : ''}`;
}

async function waitFor(url, child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no answer from ${url}`);
}

/**
 * Starts `kind` ('site' = server.mjs, 'bare' = next start) on 127.0.0.1:port and resolves once
 * the bare page answers. Returns { base, stop }. `extraEnv` adds to its environment (LOG_FORMAT).
 */
export async function startServer(kind, port, extraEnv = {}) {
  const args = kind === 'site' ? ['server.mjs'] : [NEXT_BIN, 'start', '-p', String(port)];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...BENCH_ENV, ...extraEnv, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  // An interrupted bench must not leave its servers running.
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));
  process.once('exit', stop);
  try {
    await waitFor(`${base}/bench-baseline.html`, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
