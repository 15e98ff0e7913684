import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { databaseFilePath, journalModeFor } from '@/cms/sqlite-file.mjs';

const EXT4 = 0xef53;
const NINE_P = 0x01021997;
const NFS = 0x6969;
const statfsOf = (type: number) => () => ({ type });

describe('databaseFilePath', () => {
  it('resolves relative file URLs against the working directory, as libSQL does', () => {
    expect(databaseFilePath('file:./data/test.db')).toBe(path.resolve('data/test.db'));
    expect(databaseFilePath('file:data/x.db?mode=ro')).toBe(path.resolve('data/x.db'));
  });

  it('reads absolute file URLs', () => {
    expect(databaseFilePath('file:///srv/site/cms.db')).toBe('/srv/site/cms.db');
    expect(databaseFilePath('file:/srv/site/cms.db')).toBe('/srv/site/cms.db');
  });

  it('has no file for remote or in-memory databases', () => {
    expect(databaseFilePath('libsql://db.example.com')).toBeNull();
    expect(databaseFilePath('file::memory:')).toBeNull();
    expect(databaseFilePath(':memory:')).toBeNull();
  });
});

describe('journalModeFor', () => {
  it('uses WAL on a local filesystem', () => {
    expect(journalModeFor('file:./data/a.db', {}, statfsOf(EXT4)).mode).toBe('wal');
  });

  it('falls back to the rollback journal on shared filesystems, and says why', () => {
    const nine = journalModeFor('file:./data/a.db', {}, statfsOf(NINE_P));
    expect(nine.mode).toBe('delete');
    expect(nine.reason).toContain('9p');
    expect(journalModeFor('file:./data/a.db', {}, statfsOf(NFS)).mode).toBe('delete');
  });

  it('asks about the nearest folder that exists when the file and its folder are still missing', () => {
    const asked: string[] = [];
    journalModeFor('file:/tmp/not-there-yet/deeper/a.db', {}, (dir) => {
      asked.push(dir);
      return { type: EXT4 };
    });
    expect(asked).toEqual(['/tmp']);
  });

  it('obeys SQLITE_JOURNAL_MODE and refuses an unknown value with a clear message', () => {
    expect(journalModeFor('file:a.db', { SQLITE_JOURNAL_MODE: 'DELETE' }, statfsOf(EXT4)).mode).toBe('delete');
    expect(journalModeFor('file:a.db', { SQLITE_JOURNAL_MODE: 'wal' }, statfsOf(NINE_P)).mode).toBe('wal');
    expect(journalModeFor('file:a.db', { SQLITE_JOURNAL_MODE: 'auto' }, statfsOf(NINE_P)).mode).toBe('delete');
    expect(() => journalModeFor('file:a.db', { SQLITE_JOURNAL_MODE: 'memory' }, statfsOf(EXT4))).toThrow(
      /SQLITE_JOURNAL_MODE must be "wal", "delete" or "auto"/,
    );
  });

  it('does not apply to remote databases', () => {
    expect(journalModeFor('libsql://db.example.com', {}, statfsOf(EXT4)).mode).toBe('none');
  });
});

describe('scripts/db-settle.mjs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'db-settle-'));
  const file = path.join(dir, 'cms.db');
  const env = { ...process.env, DATABASE_URI: `file:${file}`, SQLITE_JOURNAL_MODE: '' };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Runs a script in its own Node process, as the database commands do. */
  const node = (args: string[], extra: Record<string, string> = {}) =>
    execFileSync(process.execPath, args, { env: { ...env, ...extra }, encoding: 'utf8' });

  it('folds a log left by a process that exited without closing into the file, then closes', () => {
    // A writer in WAL mode that exits without closing, like `payload migrate` does.
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

    const line = node(['scripts/db-settle.mjs']);
    expect(line).toContain('journal wal');
    expect(line).toContain('2 staff account(s)');
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
  });

  it('with --require-schema, fails on a database that no migration has run on', () => {
    expect(() => node(['scripts/db-settle.mjs', '--require-schema'])).toThrow(/has no migrated schema/);
  });

  it('switches an existing database to the rollback journal and back, keeping its rows', () => {
    expect(node(['scripts/db-settle.mjs'], { SQLITE_JOURNAL_MODE: 'delete' })).toContain(
      'journal delete (SQLITE_JOURNAL_MODE); 1 tables, 2 staff account(s)',
    );
    expect(node(['scripts/db-settle.mjs'], { SQLITE_JOURNAL_MODE: 'wal' })).toContain('2 staff account(s)');
  });
});

describe('scripts/wal-probe.mjs', () => {
  it('finds that WAL works across processes on this local disk and leaves nothing behind', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wal-probe-'));
    try {
      const verdict = execFileSync(process.execPath, ['scripts/wal-probe.mjs', dir], { encoding: 'utf8' });
      expect(verdict.trim()).toBe('auto');
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
