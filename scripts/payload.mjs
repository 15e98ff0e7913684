// The Payload commands this project uses, run reliably:
//   node --import tsx scripts/payload.mjs migrate            (payload migrate)
//   node --import tsx scripts/payload.mjs run <script.ts>    (payload run <script>)
//   node --import tsx scripts/payload.mjs generate:types     (payload generate:types)
//   node --import tsx scripts/payload.mjs generate:importmap (payload generate:importmap)
//   node --import tsx scripts/payload.mjs migrate:create <name> | migrate:status
//
// Why not the `payload` binary: node_modules/payload/bin.js starts its CLI from a floating promise
// and imports every command's code up front. On Node 20 with TypeScript loader hooks, that import
// sometimes never settles: measured here, half of `payload migrate` runs on a fresh database exited
// with code 0 having created no table, and the next step (seed, build) went on against an empty
// database. Loading only the one command's module, and awaiting it at the top level, ran every time.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const payloadDist = path.dirname(createRequire(import.meta.url).resolve('payload'));
const load = (file) => import(pathToFileURL(path.join(payloadDist, file)).href);

const [command = '', ...rest] = process.argv.slice(2);

const { loadEnv } = await load('bin/loadEnv.js');
loadEnv();
process.env.DISABLE_PAYLOAD_HMR = 'true';

async function loadConfig() {
  const { findConfig } = await load('config/find.js');
  const configModule = await import(pathToFileURL(findConfig()).href);
  return await (configModule.default ?? configModule);
}

if (command === 'migrate' || command === 'migrate:status' || (command === 'migrate:create' && rest[0])) {
  const { migrate } = await load('bin/migrate.js');
  await migrate({ config: await loadConfig(), parsedArgs: { _: [command, ...rest] } });
} else if (command === 'generate:types') {
  const { generateTypes } = await load('bin/generateTypes.js');
  await generateTypes(await loadConfig());
} else if (command === 'generate:importmap') {
  const { generateImportMap } = await load('bin/generateImportMap/index.js');
  await generateImportMap(await loadConfig());
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
