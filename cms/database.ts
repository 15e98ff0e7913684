import path from 'node:path';

import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';

import { withAfterCommit } from '@/cms/hooks/after-commit';
import { withAtomicJobClaims } from '@/cms/jobs/atomic-claim';
import { indexPostgresLocales, indexSqliteLocales } from '@/cms/locale-indexes';
import { databaseUrl, isPostgresUrl, journalMode } from '@/cms/sqlite-file.mjs';

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

/**
 * The CMS database by its URL: PostgreSQL for `postgres://…` (several instances share it), else SQLite or
 * libSQL. Payload's migrations are SQL of one dialect, so each adapter has its own folder. Either way
 * several processes may run the job queue at once: jobs are claimed atomically (cms/jobs/atomic-claim.ts).
 * Work that must follow a commit (expiring shared caches) waits for it (cms/hooks/after-commit.ts).
 */
export function databaseAdapter(migrationsRoot: string) {
  return withAtomicJobClaims(withAfterCommit(adapterFor(databaseUrl(), migrationsRoot)));
}

function adapterFor(url: string, migrationsRoot: string) {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: {
        connectionString: url,
        // A connection that cannot be made fails the request quickly (the site answers 503) instead of queueing.
        connectionTimeoutMillis: 5000,
      },
      push: false,
      migrationDir: path.join(migrationsRoot, 'postgres'),
      afterSchemaInit: [indexPostgresLocales],
    });
  }
  return sqliteAdapter({
    client: { url },
    push: false,
    migrationDir: migrationsRoot,
    afterSchemaInit: [indexSqliteLocales],
    ...sqliteOptions(),
  });
}
