// The Payload commands this project uses, run reliably:
//   node --import tsx scripts/payload.mjs migrate            (payload migrate)
//   node --import tsx scripts/payload.mjs run <script.ts>    (payload run <script>)
//   node --import tsx scripts/payload.mjs generate:types     (payload generate:types)
//   node --import tsx scripts/payload.mjs generate:importmap (payload generate:importmap)
//   node --import tsx scripts/payload.mjs migrate:create <name> [--skip-empty] | migrate:status
//
// Why not the `payload` binary: node_modules/payload/bin.js starts its CLI from a floating promise
// (`void start()`) and imports every command's code up front. On Node 20 with TypeScript loader hooks
// that import sometimes never settles, the event loop drains, and the process exits 0 having done
// nothing: measured here, half of `payload migrate` runs on a fresh database created no table, and the
// next step (seed, build) went on against an empty database. Loading only the one command's module,
// and awaiting it at the top level, ran every time. Upstream, open when checked (Payload 3.90):
//   - payloadcms/payload#17757: `payload run` (and `payload migrate`) intermittently exits 0 without
//     evaluating the target module;
//   - payloadcms/payload#16381: Payload scripts can exit before writing to disk (a comment reports
//     `migrate` and `migrate:create` exiting 0 with no output since 3.79); fix proposed in #16382;
//   - payloadcms/payload#18086: `payload run` reports success on failure (exit code discarded,
//     floating promise); payloadcms/payload#17853 proposes a fail-closed exit code.
// The price is importing files of payload/dist that are not public API (./payload-dist.mjs, and a test
// that fails when an upgrade moves them). `npm run db:migrate` still checks the result in a process of
// its own (scripts/db-check.mjs --require-schema). Drop this wrapper once those issues are fixed.
//
// The config's own import can still hang the same way now that it loads more packages (storage, both
// database adapters): measured, about half the runs deadlocked while importing the module graph (exit
// code 13, "unsettled top-level await", or no exit at all with a timer alive), having done nothing.
// Importing the large packages one after the other first made 10 runs of 10 load (HEAVY_PACKAGES).
// The cause, found later: Lexical's Node entry points (`@lexical/*/dist/*.node.mjs`, loaded by
// @payloadcms/richtext-lexical) choose their dev or prod build with a top-level `await import()`, and on
// Node 20 that pattern across the @lexical packages deadlocks the module loader now and then. Measured
// here: `import '@payloadcms/richtext-lexical'` alone in plain node exited 13 in 8 of 14 runs. The export
// conditions "production" and "development" come before "node" in those packages' exports, so the child
// resolves the build NODE_ENV would have chosen directly (--conditions): 30 of 30 runs loaded.
// As a second guard the command runs in a child process, repeated up to three times while it ends with
// 13 (safe: nothing ran; the seed is idempotent anyway).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { fromDist } from './payload-dist.mjs';

const UNSETTLED_AWAIT = 13;
if (!process.env.PAYLOAD_COMMAND_CHILD) {
  let status = UNSETTLED_AWAIT;
  for (let attempt = 1; attempt <= 3 && status === UNSETTLED_AWAIT; attempt++) {
    if (attempt > 1) console.error(`[payload] the command hung before it ran (exit 13); attempt ${attempt} of 3`);
    const child = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        `--conditions=${process.env.NODE_ENV === 'production' ? 'production' : 'development'}`,
        fileURLToPath(import.meta.url),
        ...process.argv.slice(2),
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, PAYLOAD_COMMAND_CHILD: '1' },
      },
    );
    status = child.status ?? 1;
  }
  process.exit(status);
}

const HEAVY_PACKAGES = [
  'payload',
  '@payloadcms/db-sqlite',
  '@payloadcms/db-postgres',
  '@payloadcms/storage-s3',
  '@payloadcms/richtext-lexical',
];
for (const name of HEAVY_PACKAGES) await import(name);

const [command = '', ...rest] = process.argv.slice(2);

(await fromDist('loadEnv'))();
process.env.DISABLE_PAYLOAD_HMR = 'true';

/** Payload's parsed arguments: positional ones in `_`, each `--flag` as a key (e.g. `--skip-empty`). */
function commandArgs(name, args) {
  const flags = args.filter((arg) => arg.startsWith('--'));
  return {
    _: [name, ...args.filter((arg) => !arg.startsWith('--'))],
    ...Object.fromEntries(flags.map((flag) => [flag, true])),
  };
}

async function loadConfig() {
  const configModule = await import(pathToFileURL((await fromDist('findConfig'))()).href);
  return await (configModule.default ?? configModule);
}

if (command === 'migrate' || command === 'migrate:status' || (command === 'migrate:create' && rest[0])) {
  await (
    await fromDist('migrate')
  )({ config: await loadConfig(), parsedArgs: commandArgs(command, rest) });
} else if (command === 'generate:types') {
  await (
    await fromDist('generateTypes')
  )(await loadConfig());
} else if (command === 'generate:importmap') {
  await (
    await fromDist('generateImportMap')
  )(await loadConfig());
} else if (command === 'run' && rest[0]) {
  const script = path.resolve(process.cwd(), rest[0]);
  process.argv = [process.argv[0] ?? 'node', script, ...rest.slice(1)];
  await import(pathToFileURL(script).href);
} else {
  console.error(
    'usage: node --import tsx scripts/payload.mjs migrate | migrate:status | migrate:create <name> | generate:types | generate:importmap | run <script>',
  );
  process.exit(2);
}
// Database connections keep the process alive: end it once the command is done.
process.exit(process.exitCode ?? 0);
