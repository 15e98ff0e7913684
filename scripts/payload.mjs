// The Payload commands this project uses, run reliably:
//   node --import tsx scripts/payload.mjs migrate            (payload migrate)
//   node --import tsx scripts/payload.mjs run <script.ts>    (payload run <script>)
//   node --import tsx scripts/payload.mjs generate:types     (payload generate:types)
//   node --import tsx scripts/payload.mjs generate:importmap (payload generate:importmap)
//   node --import tsx scripts/payload.mjs migrate:create <name> | migrate:status
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
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { fromDist } from './payload-dist.mjs';

const [command = '', ...rest] = process.argv.slice(2);

(await fromDist('loadEnv'))();
process.env.DISABLE_PAYLOAD_HMR = 'true';

async function loadConfig() {
  const configModule = await import(pathToFileURL((await fromDist('findConfig'))()).href);
  return await (configModule.default ?? configModule);
}

if (command === 'migrate' || command === 'migrate:status' || (command === 'migrate:create' && rest[0])) {
  await (
    await fromDist('migrate')
  )({ config: await loadConfig(), parsedArgs: { _: [command, ...rest] } });
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
