import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { databaseUrl, journalMode } from '@/cms/sqlite-file.mjs';

describe('database settings', () => {
  it('uses DATABASE_URI, else data/dev.db', () => {
    expect(databaseUrl({ DATABASE_URI: 'file:./data/test.db' })).toBe('file:./data/test.db');
    expect(databaseUrl({})).toBe('file:./data/dev.db');
  });

  it('keeps the rollback journal unless SQLITE_JOURNAL_MODE asks for WAL', () => {
    expect(journalMode({})).toBe('delete');
    expect(journalMode({ SQLITE_JOURNAL_MODE: '' })).toBe('delete');
    expect(journalMode({ SQLITE_JOURNAL_MODE: ' WAL ' })).toBe('wal');
    expect(journalMode({ SQLITE_JOURNAL_MODE: 'delete' })).toBe('delete');
  });

  it('refuses an unknown journal with a clear message', () => {
    expect(() => journalMode({ SQLITE_JOURNAL_MODE: 'auto' })).toThrow(
      /SQLITE_JOURNAL_MODE must be "delete" \(default\) or "wal", not "auto"/,
    );
  });
});

describe('scripts/db-check.mjs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'db-check-'));
  const file = path.join(dir, 'cms.db');
  const env = { ...process.env, DATABASE_URI: `file:${file}`, SQLITE_JOURNAL_MODE: '' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs a script in its own Node process, as the database commands do. */
  const node = (args: string[], extra: Record<string, string> = {}) =>
    execFileSync(process.execPath, args, { env: { ...env, ...extra }, encoding: 'utf8' });

  it('puts a database left in WAL by a process that exited without closing back in the rollback journal', () => {
    // A writer in WAL mode that exits without closing, as a Payload command does.
    node([
      '--input-type=module',
      '-e',
      `import { createClient } from '@libsql/client';
       const db = createClient({ url: process.env.DATABASE_URI });
       await db.execute('PRAGMA journal_mode = WAL');
       await db.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT)');
       await db.execute("INSERT INTO users (name) VALUES ('staff-1'), ('staff-2')");
       process.exit(0);`,
    ]);
    expect(existsSync(`${file}-wal`)).toBe(true);

    const line = node(['scripts/db-check.mjs']);
    expect(line).toContain('journal delete');
    expect(line).toContain('2 staff account(s)');
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
  });

  it('with --require-schema, fails on a database that no migration has run on', () => {
    expect(() => node(['scripts/db-check.mjs', '--require-schema'])).toThrow(/has no migrated schema/);
  });

  it('switches an existing database to WAL and back, keeping its rows', () => {
    expect(node(['scripts/db-check.mjs'], { SQLITE_JOURNAL_MODE: 'wal' })).toContain(
      'journal wal; 1 tables, 2 staff account(s)',
    );
    expect(node(['scripts/db-check.mjs'], { SQLITE_JOURNAL_MODE: 'delete' })).toContain(
      'journal delete; 1 tables, 2 staff account(s)',
    );
  });
});
