// Ends every database command (migrate, seed) in a process of its own: prints one line that says what
// the database holds and, for a SQLite file, puts it in the journal SQLITE_JOURNAL_MODE asks for (Payload
// only ever switches to WAL; a file that was once WAL stays WAL until told otherwise). With
// --require-schema it fails unless the migrations have been applied: a Payload command that exited 0
// without running (scripts/payload.mjs says when) must stop the run here, not leave it to build or serve
// an empty site. Works on SQLite/libSQL and on PostgreSQL alike (scripts/db-client.mjs).
import { openDatabase } from './db-client.mjs';
import { journalMode } from '../cms/sqlite-file.mjs';

const db = await openDatabase();
try {
  let journal = '';
  if (db.url.startsWith('file:')) {
    await db.exec('PRAGMA busy_timeout = 5000');
    // Answers the mode in force: leaving WAL needs no other process to have the file open.
    const wanted = journalMode();
    journal = String((await db.rows(`PRAGMA journal_mode = ${wanted.toUpperCase()}`))[0]?.journal_mode);
    if (journal !== wanted) console.warn(`[db] could not switch the journal to ${wanted}; it stays ${journal}`);
    journal = `journal ${journal}; `;
  }
  const tables = (await db.tableNames()).length;
  const has = async (name) => (await db.tableNames()).includes(name);
  const accounts = (await has('users')) ? await db.count('SELECT count(*) AS n FROM users') : 0;
  console.log(`[db] ${db.label}: ${journal}${tables} tables, ${accounts} staff account(s)`);
  if (process.argv.includes('--require-schema')) {
    const applied = (await has('payload_migrations'))
      ? await db.count('SELECT count(*) AS n FROM payload_migrations WHERE batch > 0')
      : 0;
    if (!applied) {
      console.error(`[db] ${db.label} has no migrated schema: run \`npm run db:migrate\` and read its output`);
      process.exitCode = 1;
    }
  }
} finally {
  await db.close();
}
