/**
 * The test server's database, read and changed directly where a test must move time (a reset link's
 * expiry) or look at what the API never shows (the stored expiry of a link).
 */
import { createClient } from '@libsql/client';

import { testEnv } from './env';

export async function withTestDb<T>(work: (db: ReturnType<typeof createClient>) => Promise<T>): Promise<T> {
  const db = createClient({ url: testEnv.serverEnv.DATABASE_URI ?? 'file:./data/test.db' });
  try {
    // The server writes the same file: wait for its lock as the app does (cms/database.ts), do not fail.
    await db.execute('PRAGMA busy_timeout = 5000');
    return await work(db);
  } finally {
    db.close();
  }
}
