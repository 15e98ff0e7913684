// Where the SQLite file lives and which journal it can safely use there.
// Plain ESM with JSDoc so the Payload config (TypeScript) and the database scripts (Node) share it.
import { existsSync, statfsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CMS database: DATABASE_URI, else a SQLite file under data/ (git-ignored). Any libSQL URL works.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function databaseUrl(env = process.env) {
  return env.DATABASE_URI || 'file:./data/dev.db';
}

/**
 * statfs(2) magic numbers of filesystems that share files between machines or sandboxes. SQLite's
 * write-ahead log needs a memory-mapped `-shm` file that every process sees coherently and the
 * SQLite manual warns that WAL "does not work over a network filesystem"; on these (NFS, SMB,
 * 9p bind mounts as in gVisor or VMs, FUSE/virtiofs) another process can read a stale WAL index
 * and see an empty or half-written database. The rollback journal needs only file locks.
 */
export const SHARED_FILESYSTEMS = new Map([
  [0x6969, 'nfs'],
  [0x01021997, '9p'],
  [0x65735546, 'fuse'],
  [0xff534d42, 'cifs'],
  [0xfe534d42, 'smb2'],
  [0x517b, 'smb'],
  [0x00c36400, 'ceph'],
  [0x73757245, 'coda'],
  [0x6b414653, 'afs'],
]);

/**
 * Absolute path of a `file:` database URL (relative paths are relative to the working directory,
 * as libSQL resolves them), or null for anything else (libsql://, http://, :memory:).
 * @param {string} url
 * @returns {string | null}
 */
export function databaseFilePath(url) {
  if (!url.startsWith('file:')) return null;
  if (url.startsWith('file://')) return fileURLToPath(url.split('?')[0] ?? url);
  const file = (url.slice('file:'.length).split('?')[0] ?? '').trim();
  if (!file || file === ':memory:') return null;
  return path.resolve(file);
}

/** @typedef {{ mode: 'wal' | 'delete' | 'none', reason: string }} JournalChoice */

/**
 * The journal for the database at `url`. SQLITE_JOURNAL_MODE = `wal` | `delete` | `auto`
 * (default): auto means WAL — readers never wait for staff edits — unless the file is on a
 * shared filesystem (SHARED_FILESYSTEMS), where only the rollback journal is safe.
 * @param {string} url
 * @param {Record<string, string | undefined>} [env]
 * @param {(dir: string) => { type: number | bigint }} [statfs]
 * @returns {JournalChoice}
 */
export function journalModeFor(url, env = process.env, statfs = statfsSync) {
  const file = databaseFilePath(url);
  if (!file) return { mode: 'none', reason: 'not a local SQLite file' };
  const setting = (env.SQLITE_JOURNAL_MODE ?? 'auto').trim().toLowerCase() || 'auto';
  if (setting === 'wal' || setting === 'delete') return { mode: setting, reason: 'SQLITE_JOURNAL_MODE' };
  if (setting !== 'auto') {
    throw new Error(`SQLITE_JOURNAL_MODE must be "wal", "delete" or "auto", not "${env.SQLITE_JOURNAL_MODE}"`);
  }
  // The file (or even its folder) may not exist yet: ask about the nearest folder that does.
  let dir = path.dirname(file);
  while (!existsSync(dir) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const type = Number(statfs(dir).type);
  const shared = SHARED_FILESYSTEMS.get(type);
  return shared
    ? { mode: 'delete', reason: `${dir} is on a shared filesystem (${shared}); WAL is unsafe there` }
    : { mode: 'wal', reason: `local filesystem (0x${type.toString(16)})` };
}
