// Ends every database command (migrate, seed): folds the write-ahead log into the database file,
// applies the journal mode chosen for its filesystem (cms/sqlite-file.mjs) and closes. The next
// process (build workers, the server) then starts from one complete file instead of recovering
// another process's log. Prints one line that says what the database holds; with --require-schema
// it fails unless the migrations have been applied.
import { createClient } from '@libsql/client';

import { databaseFilePath, databaseUrl, journalModeFor } from '../cms/sqlite-file.mjs';

const url = databaseUrl();
const file = databaseFilePath(url);
const choice = journalModeFor(url);
if (choice.mode === 'none') process.exit(0);

const client = createClient({ url });
try {
  await client.execute('PRAGMA busy_timeout = 5000');
  const current = String((await client.execute('PRAGMA journal_mode')).rows[0]?.journal_mode ?? '');
  if (current === 'wal') await client.execute('PRAGMA wal_checkpoint(TRUNCATE)');
  let mode = current;
  if (current !== choice.mode) {
    // Answers the mode in force: switching away from WAL needs no other process to have it open.
    const result = await client.execute(`PRAGMA journal_mode = ${choice.mode.toUpperCase()}`);
    mode = String(result.rows[0]?.journal_mode ?? '');
    if (mode !== choice.mode) console.warn(`[db] could not switch the journal to ${choice.mode}; it stays ${mode}`);
  }
  const count = async (statement) => Number((await client.execute(statement)).rows[0]?.n ?? 0);
  const tablesQuery = "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'";
  const hasTable = async (name) => (await count({ sql: `${tablesQuery} AND name = ?`, args: [name] })) > 0;
  const tables = await count(tablesQuery);
  const accounts = (await hasTable('users')) ? await count('SELECT count(*) AS n FROM users') : 0;
  console.log(`[db] ${file}: journal ${mode} (${choice.reason}); ${tables} tables, ${accounts} staff account(s)`);
  // After a migration or a seed the schema must be there: a command that silently did nothing
  // must stop the build here, not leave it to serve an empty site.
  if (process.argv.includes('--require-schema')) {
    const applied = (await hasTable('payload_migrations'))
      ? await count('SELECT count(*) AS n FROM payload_migrations WHERE batch > 0')
      : 0;
    if (!applied) {
      console.error(`[db] ${file} has no migrated schema: run \`npm run db:migrate\` and read its output`);
      process.exitCode = 1;
    }
  }
} finally {
  client.close();
}
