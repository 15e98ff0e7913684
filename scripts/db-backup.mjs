#!/usr/bin/env node
/**
 * `npm run db:backup`: a consistent copy of the CMS database, taken while the site runs.
 * - SQLite: `VACUUM INTO`, which writes a complete, compacted copy from one read transaction (writers
 *   are not blocked in WAL mode, and wait at most a moment with the rollback journal).
 * - PostgreSQL: `pg_dump --format=custom` (one snapshot), restored with pg_restore (README, "Backups").
 * The file goes to --out=<file>, else BACKUP_DIR (default data/backups) with a UTC time stamp, and its
 * path is printed. Uploaded media are not in it: back up MEDIA_DIR (or the S3 bucket) alongside.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

import { openDatabase } from './db-client.mjs';

const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const outArg = process.argv.find((arg) => arg.startsWith('--out='))?.slice('--out='.length);

const db = await openDatabase();
try {
  const file = path.resolve(
    outArg ||
      path.join(process.env.BACKUP_DIR || 'data/backups', `cms-${stamp}.${db.kind === 'postgres' ? 'dump' : 'db'}`),
  );
  mkdirSync(path.dirname(file), { recursive: true });
  if (db.kind === 'postgres') {
    execFileSync('pg_dump', ['--format=custom', '--no-owner', '--file', file, db.url], { stdio: 'inherit' });
  } else {
    await db.exec(`VACUUM INTO '${file.replace(/'/g, "''")}'`);
  }
  console.log(`[db:backup] ${db.label} → ${file} (${Math.round(statSync(file).size / 1024)} KB)`);
} catch (error) {
  console.error(new Error(`[db:backup] backing up ${db.label} failed`, { cause: error }));
  process.exitCode = 1;
} finally {
  await db.close();
}
