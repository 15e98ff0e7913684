/** SQLite file by default (git-ignored under data/); any libSQL URL is accepted too. */
export function databaseUrl(): string {
  return process.env.DATABASE_URI || 'file:./data/dev.db';
}

/**
 * WAL lets the site read while staff write; the busy timeout makes concurrent writers
 * (build workers, the server, seed scripts) wait instead of failing with SQLITE_BUSY.
 */
export const sqliteOptions = {
  wal: { synchronous: 'NORMAL' as const, journalSizeLimit: 64 * 1024 * 1024 },
  busyTimeout: 5000,
};
