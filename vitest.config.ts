import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'cms/payload.config.ts'),
      'server-only': path.join(root, 'tests/helpers/empty-module.ts'),
      '@': root,
    },
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    // A directory per run where the first Local API test file leaves its migrated (and seeded) database
    // for the later ones to copy (tests/helpers/payload-test-env.ts).
    globalSetup: ['tests/helpers/payload-templates.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Local API tests each open their own SQLite file; keep the 2-core machine responsive.
    maxWorkers: 2,
  },
});
