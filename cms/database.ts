import { databaseUrl, journalMode } from '@/cms/sqlite-file.mjs';

export { databaseUrl };

/**
 * The busy timeout makes concurrent writers (the server, its retry job, scripts) wait instead of failing
 * with SQLITE_BUSY. Payload's adapter switches the file to WAL when SQLITE_JOURNAL_MODE=wal; the rollback
 * journal (the default) is applied by scripts/db-check.mjs after migrating (cms/sqlite-file.mjs says why).
 */
export function sqliteOptions() {
  const wal = journalMode() === 'wal';
  return {
    wal: wal ? { synchronous: 'NORMAL' as const, journalSizeLimit: 64 * 1024 * 1024 } : false,
    busyTimeout: 5000,
  };
}
