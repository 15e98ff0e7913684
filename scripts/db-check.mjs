// Ends every database command (migrate, seed) in a process of its own: prints one line that says what
// the database holds and, for a SQLite file, puts it in the journal SQLITE_JOURNAL_MODE asks for (Payload
// only ever switches to WAL; a file that was once WAL stays WAL until told otherwise). With
// --require-schema it fails unless the migrations have been applied: a Payload command that exited 0
// without running (scripts/payload.mjs says when) must stop the run here, not leave it to build or serve
// an empty site.
import { createClient } from '@libsql/client';

import { databaseUrl, journalMode } from '../cms/sqlite-file.mjs';

const url = databaseUrl();
const client = createClient({ url });
try {
  const count = async (statement) => Number((await client.execute(statement)).rows[0]?.n ?? 0);
  const tablesQuery = "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'";
  const hasTable = async (name) => (await count({ sql: `${tablesQuery} AND name = ?`, args: [name] })) > 0;
  let journal = '';
  if (url.startsWith('file:')) {
    await client.execute('PRAGMA busy_timeout = 5000');
    // Answers the mode in force: leaving WAL needs no other process to have the file open.
    const wanted = journalMode();
    journal = String((await client.execute(`PRAGMA journal_mode = ${wanted.toUpperCase()}`)).rows[0]?.journal_mode);
    if (journal !== wanted) console.warn(`[db] could not switch the journal to ${wanted}; it stays ${journal}`);
    journal = `journal ${journal}; `;
  }
  const tables = await count(tablesQuery);
  const accounts = (await hasTable('users')) ? await count('SELECT count(*) AS n FROM users') : 0;
  console.log(`[db] ${url}: ${journal}${tables} tables, ${accounts} staff account(s)`);
  if (process.argv.includes('--require-schema')) {
    const applied = (await hasTable('payload_migrations'))
      ? await count('SELECT count(*) AS n FROM payload_migrations WHERE batch > 0')
      : 0;
    if (!applied) {
      console.error(`[db] ${url} has no migrated schema: run \`npm run db:migrate\` and read its output`);
      process.exitCode = 1;
    }
  }
} finally {
  client.close();
}
