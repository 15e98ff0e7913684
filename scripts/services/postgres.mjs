// A throwaway PostgreSQL server for tests: Debian's binaries, data in a directory of its own, listening on
// 127.0.0.1 only with trust authentication (nothing else can reach it). PostgreSQL refuses to run as root,
// so as root its commands run as the `postgres` user that Debian's package creates.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const asRoot = process.getuid?.() === 0;

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions[0]) throw new Error('PostgreSQL is not installed (apt-get install -y postgresql)');
  return path.join(root, versions[0], 'bin');
}

const run = promisify(execFile);

/** Runs a program of the PostgreSQL installation (as `postgres` when we are root); resolves to its output. */
async function pg(command, args) {
  const file = path.join(binDir(), command);
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  try {
    return (await run(cmd, argv, { maxBuffer: 512 * 1024 * 1024, encoding: 'buffer' })).stdout;
  } catch (error) {
    throw new Error(`${command} failed: ${error.stderr?.toString() || error.message}`, { cause: error });
  }
}

function ctl(dir, action, port) {
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return pg('pg_ctl', [
    '-D',
    path.join(dir, 'pgdata'),
    '-l',
    path.join(dir, 'postgres.log'),
    '-w',
    '-o',
    options,
    action,
  ]);
}

/** Starts (creating it the first time) a server on `port` with its data in `dir`; returns its URL. */
export async function startPostgres(dir, port, database = 'sabaisms') {
  const fresh = !existsSync(path.join(dir, 'pgdata'));
  if (fresh) {
    mkdirSync(dir, { recursive: true });
    if (asRoot) {
      const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
      const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
      chownSync(dir, uid, gid);
    }
    await pg('initdb', ['-D', path.join(dir, 'pgdata'), '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  }
  await ctl(dir, 'start', port);
  if (fresh) await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  return `postgres://postgres@127.0.0.1:${port}/${database}`;
}

/** Stops the server of `dir` (fast shutdown: open connections are cut, as in a crash-free restart). */
export async function stopPostgres(dir, port) {
  await ctl(dir, 'stop', port);
}
