/**
 * `npm run db:seed` (= payload run scripts/seed.ts): realistic content, idempotent.
 * The first admin is created only when ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD are set.
 */
import config from '@payload-config';
import { getPayload } from 'payload';

import { formatSummary, seed } from '@/cms/seed';

const payload = await getPayload({ config });
try {
  const summary = await seed(payload);
  console.log(formatSummary(summary));
  await payload.destroy();
  process.exit(0);
} catch (error) {
  console.error('Seed failed:', error instanceof Error ? error.message : error);
  if (error instanceof Error && error.cause) console.error(error.cause);
  await payload.destroy().catch(() => undefined);
  process.exit(1);
}
