/**
 * A Payload instance on a temporary SQLite file and media directory, migrated with the
 * committed migrations (exactly what `payload migrate` runs). Each test file gets its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Migration, Payload } from 'payload';

export type PayloadTestEnv = { payload: Payload; dir: string; mediaDir: string; cleanup: () => Promise<void> };

export async function createPayloadTestEnv(name: string): Promise<PayloadTestEnv> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `sabaisms-${name}-`));
  const mediaDir = path.join(dir, 'media');
  // Read when the config module is first imported, so set before the dynamic imports below.
  process.env.DATABASE_URI = `file:${path.join(dir, 'test.db')}`;
  process.env.MEDIA_DIR = mediaDir;
  process.env.PAYLOAD_SECRET = 'test-secret-not-used-anywhere-else';
  delete process.env.CONTENT_API_URL;
  // No CSRF origin list: these tests call the REST handlers without a browser Origin header.
  delete process.env.SERVER_URL;
  delete process.env.CSRF_EXTRA_ORIGINS;

  const [{ default: config }, { getPayload }, { migrations }] = await Promise.all([
    import('@payload-config'),
    import('payload'),
    import('@/cms/migrations'),
  ]);
  const payload = await getPayload({ config });
  // The generated index types up/down with the adapter's own argument types; Payload's
  // Migration type declares them as (args: unknown). Same functions, narrower declaration.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] });

  return {
    payload,
    dir,
    mediaDir,
    cleanup: async () => {
      await payload.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
