// Tries write-ahead logging for real in a folder: one process keeps a WAL database open and writes,
// another process reads it and must see every committed row. Prints the SQLITE_JOURNAL_MODE to use
// there on stdout: "auto" when it works (cms/sqlite-file.mjs then decides), "delete" when it does
// not; what it saw goes to stderr.
// Usage: node scripts/wal-probe.mjs [folder]   (default: data). The test run and the quickstart
// use it when SQLITE_JOURNAL_MODE is not set, beside the filesystem check of cms/sqlite-file.mjs,
// because a sandbox can hide a shared filesystem behind an ordinary-looking one.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createClient } from '@libsql/client';

const self = fileURLToPath(import.meta.url);

if (process.argv[2] === '--read') {
  const reader = createClient({ url: `file:${process.argv[3]}` });
  const rows = await reader.execute('SELECT count(*) AS n FROM probe');
  process.stdout.write(String(rows.rows[0]?.n ?? ''));
  reader.close();
  process.exit(0);
}

const folder = path.resolve(process.argv[2] || 'data');
mkdirSync(folder, { recursive: true });
const dir = mkdtempSync(path.join(folder, '.wal-probe-'));
const file = path.join(dir, 'probe.db');
const readInAnotherProcess = () =>
  execFileSync(process.execPath, [self, '--read', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

let verdict = 'auto';
const writer = createClient({ url: `file:${file}` });
try {
  await writer.execute('PRAGMA journal_mode = WAL');
  await writer.execute('CREATE TABLE probe (n INTEGER)');
  for (let expected = 1; expected <= 3; expected++) {
    await writer.execute({ sql: 'INSERT INTO probe (n) VALUES (?)', args: [expected] });
    const seen = readInAnotherProcess();
    if (seen !== String(expected)) {
      verdict = 'delete';
      console.error(`[wal-probe] ${folder}: another process saw ${seen || 'nothing'} of ${expected} row(s)`);
      break;
    }
  }
} catch (error) {
  verdict = 'delete';
  console.error(`[wal-probe] ${folder}: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  writer.close();
  rmSync(dir, { recursive: true, force: true });
}
console.error(
  `[wal-probe] ${folder}: ${verdict === 'auto' ? 'WAL works across processes' : 'using the rollback journal'}`,
);
process.stdout.write(`${verdict}\n`);
