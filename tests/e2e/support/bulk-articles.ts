import { execFileSync } from 'node:child_process';

import type { APIRequestContext } from '@playwright/test';

import { testEnv } from './env';

/**
 * Adds (count) or removes ('remove') the generated articles of cms/seed/bulk-articles.ts in the test
 * database, in a process of its own through the Local API, then revalidates every page through the
 * webhook (that process has no Next cache to revalidate).
 */
export async function bulkArticles(request: APIRequestContext, mode: number | 'remove'): Promise<void> {
  execFileSync('node', ['--import', 'tsx', 'scripts/payload.mjs', 'run', 'scripts/seed-articles.ts'], {
    env: { ...process.env, ...testEnv.serverEnv, BULK_ARTICLES: String(mode) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const response = await request.post('/api/revalidate', {
    headers: { Authorization: `Bearer ${testEnv.revalidateSecret}` },
  });
  if (!response.ok()) throw new Error(`revalidate: ${response.status()}`);
}
