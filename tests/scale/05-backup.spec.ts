import { execFileSync } from 'node:child_process';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { openDatabase } from '../../scripts/db-client.mjs';
import { cluster } from './support/cluster';

const COUNTED = ['packages', 'posts', 'media', 'contact_submissions', 'users'];

async function counts(url: string): Promise<Record<string, number>> {
  const db = await openDatabase(url);
  try {
    const result: Record<string, number> = {};
    for (const table of COUNTED) result[table] = await db.count(`SELECT count(*) AS n FROM ${table}`);
    return result;
  } finally {
    await db.close();
  }
}

test('npm run db:backup of the live PostgreSQL database restores into an identical one', async () => {
  const file = path.join(cluster.dir, 'backup.dump');
  const output = execFileSync('node', ['scripts/db-backup.mjs', `--out=${file}`], {
    env: { ...process.env, ...cluster.env },
  }).toString();
  expect(output).toContain(file);

  const restored = cluster.env.DATABASE_URI?.replace(/\/[^/]+$/, '/restored') ?? '';
  const admin = cluster.env.DATABASE_URI?.replace(/\/[^/]+$/, '/postgres') ?? '';
  const db = await openDatabase(admin);
  await db.exec('CREATE DATABASE restored');
  await db.close();
  // The README's restore command.
  execFileSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--dbname', restored, file]);

  const live = await counts(cluster.env.DATABASE_URI ?? '');
  expect(live.packages).toBeGreaterThan(0);
  expect(await counts(restored)).toEqual(live);
});
