/**
 * Adds or removes the generated articles of the scale test and the benchmark:
 *   payload run scripts/seed-articles.ts            replaces them with BULK_ARTICLES (default 1000)
 *   BULK_ARTICLES=remove payload run scripts/seed-articles.ts   removes them
 * (through scripts/payload.mjs, like `npm run db:seed`). Pages do not see the change until the
 * cache is revalidated (POST /api/revalidate) or the site is rebuilt.
 */
import config from '@payload-config';
import { getPayload } from 'payload';

import { addBulkArticles, removeBulkArticles } from '@/cms/seed/bulk-articles';

const mode = process.env.BULK_ARTICLES ?? '1000';
const payload = await getPayload({ config });
try {
  const started = Date.now();
  // Adding starts from none, so an interrupted run never leaves paths that clash.
  const removed = await removeBulkArticles(payload);
  const done = mode === 'remove' ? removed : await addBulkArticles(payload, Number(mode));
  console.log(`bulk articles ${mode === 'remove' ? 'removed' : 'added'}: ${done} in ${Date.now() - started} ms`);
  await payload.destroy();
  process.exit(0);
} catch (error) {
  console.error(new Error('Bulk articles failed', { cause: error }));
  await payload.destroy().catch(() => undefined);
  process.exit(1);
}
