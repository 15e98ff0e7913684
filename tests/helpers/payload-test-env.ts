/**
 * A Payload instance on a temporary SQLite file and media directory, migrated with the
 * committed migrations (exactly what `payload migrate` runs). Each test file gets its own.
 *
 * The first file of a run to migrate leaves a copy of its fresh database in the run's template
 * directory (./payload-templates.ts), and the files after it start from that copy: the migrations
 * then run once or twice per run instead of once per file (about 4 s each on this machine, for 22
 * files); `migrate` still runs on the copy and finds every migration recorded. Seeded databases
 * (./seeded-cms.ts) are kept the same way, with their media.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Migration, Payload } from 'payload';
import { inject } from 'vitest';

import { openDatabase } from '@/scripts/db-client.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's template directory; absent when a file runs without the global setup. */
    payloadTemplates: string | undefined;
  }
}

export type PayloadTestEnv = { payload: Payload; dir: string; mediaDir: string; cleanup: () => Promise<void> };

type Template = 'migrated' | 'seeded';

const templateDir = () => inject('payloadTemplates');
const templateFile = (dir: string, template: Template) => path.join(dir, `${template}.db`);
const templateMedia = (dir: string) => path.join(dir, 'seeded-media');

/** Whether this run already has the template (a file, written whole by keepAsTemplate). */
function hasTemplate(template: Template): boolean {
  const dir = templateDir();
  return Boolean(dir && fs.existsSync(templateFile(dir, template)));
}

/**
 * Leaves a copy of `env`'s database (and for the seeded template its media) as this run's template,
 * before any test changes it. VACUUM INTO writes a complete copy from one read transaction; the rename
 * makes it appear whole. Two files racing leave one of two equal copies.
 */
export async function keepAsTemplate(env: PayloadTestEnv, template: Template): Promise<void> {
  const dir = templateDir();
  if (!dir || hasTemplate(template)) return;
  const target = templateFile(dir, template);
  const scratch = `${target}.${process.pid}`;
  if (template === 'seeded') {
    const media = `${templateMedia(dir)}.${process.pid}`;
    fs.cpSync(env.mediaDir, media, { recursive: true });
    try {
      fs.renameSync(media, templateMedia(dir));
    } catch {
      fs.rmSync(media, { recursive: true, force: true }); // another file's copy is there already
    }
  }
  const db = await openDatabase(`file:${path.join(env.dir, 'test.db')}`);
  try {
    await db.exec(`VACUUM INTO '${scratch.replace(/'/g, "''")}'`);
  } finally {
    await db.close();
  }
  fs.renameSync(scratch, target);
}

/** `from: 'seeded'` starts from the run's seeded template: check hasSeededTemplate() first. */
export async function createPayloadTestEnv(name: string, from: Template = 'migrated'): Promise<PayloadTestEnv> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sabaisms-${name}-`));
  const databaseFile = path.join(dir, 'test.db');
  const mediaDir = path.join(dir, 'media');
  // Read when the config module is first imported, so set before the dynamic imports below.
  process.env.DATABASE_URI = `file:${databaseFile}`;
  process.env.MEDIA_DIR = mediaDir;
  process.env.PAYLOAD_SECRET = 'test-secret-not-used-anywhere-else';
  delete process.env.CONTENT_API_URL;
  // No CSRF origin list: these tests call the REST handlers without a browser Origin header.
  delete process.env.SERVER_URL;
  delete process.env.CSRF_EXTRA_ORIGINS;

  const templates = templateDir();
  const fromTemplate = templates && hasTemplate(from);
  if (fromTemplate) {
    fs.copyFileSync(templateFile(templates, from), databaseFile);
    if (from === 'seeded') fs.cpSync(templateMedia(templates), mediaDir, { recursive: true });
  } else if (from === 'seeded') {
    throw new Error('createPayloadTestEnv: this run has no seeded template yet');
  }

  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/cms/migrations'),
  ]);
  const payload = await getPayload({ config });
  // The generated index types up/down with the adapter's own argument types; Payload's
  // Migration type declares them as (args: unknown). Same functions, narrower declaration.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });

  const env: PayloadTestEnv = {
    payload,
    dir,
    mediaDir,
    cleanup: async () => {
      await payload.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  if (!fromTemplate) await keepAsTemplate(env, 'migrated');
  return env;
}

export const hasSeededTemplate = () => hasTemplate('seeded');
