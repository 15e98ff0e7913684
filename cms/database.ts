import { databaseUrl, journalModeFor } from '@/cms/sqlite-file.mjs';

export { databaseUrl };

/**
 * WAL lets the site read while staff write; the busy timeout makes concurrent writers
 * (build workers, the server, seed scripts) wait instead of failing with SQLITE_BUSY.
 * On a shared filesystem (NFS, 9p, FUSE…) WAL is unsafe and the rollback journal is used instead
 * (cms/sqlite-file.mjs; SQLITE_JOURNAL_MODE overrides).
 */
export function sqliteOptions() {
  const wal = journalModeFor(databaseUrl()).mode === 'wal';
  return {
    wal: wal ? { synchronous: 'NORMAL' as const, journalSizeLimit: 64 * 1024 * 1024 } : false,
    busyTimeout: 5000,
  };
}
