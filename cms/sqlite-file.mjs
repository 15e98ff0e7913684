// The CMS database (SQLite by default, PostgreSQL by URL) and the SQLite journal, from the environment. Plain ESM with JSDoc so the Payload config
// (TypeScript) and the database scripts (Node) share it.

/**
 * The CMS database: DATABASE_URI, else a SQLite file under data/ (git-ignored). Any libSQL URL works.
 * @param {Record<string, string | undefined>} [env]
 * @returns {string}
 */
export function databaseUrl(env = process.env) {
  return env.DATABASE_URI || 'file:./data/dev.db';
}

/**
 * Whether a database URL names PostgreSQL (Payload's db-postgres adapter) rather than SQLite/libSQL.
 * @param {string} url
 * @returns {boolean}
 */
export function isPostgresUrl(url) {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * The journal of the SQLite file, SQLITE_JOURNAL_MODE: `delete` (default), SQLite's rollback journal,
 * which needs only file locks and is safe on every filesystem; or `wal`, write-ahead logging, where readers
 * never wait for a writer, for a file on a local disk only. WAL keeps its index in a memory-mapped `-shm`
 * file that every process must see alike, which network and shared filesystems (NFS, SMB, 9p, FUSE) do not
 * guarantee ("WAL does not work over a network filesystem", sqlite.org/wal.html).
 * @param {Record<string, string | undefined>} [env]
 * @returns {'delete' | 'wal'}
 */
export function journalMode(env = process.env) {
  const setting = (env.SQLITE_JOURNAL_MODE ?? '').trim().toLowerCase() || 'delete';
  if (setting === 'delete' || setting === 'wal') return setting;
  throw new Error(`SQLITE_JOURNAL_MODE must be "delete" (default) or "wal", not "${env.SQLITE_JOURNAL_MODE}"`);
}
