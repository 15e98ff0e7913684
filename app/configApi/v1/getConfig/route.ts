import { legacyApi } from '@/lib/legacy-api/cms';
import { legacyRoute, ok } from '@/lib/legacy-api/respond';

// Legacy read API (spec §7), read from the CMS on every request: always current, no cache to purge.
export const dynamic = 'force-dynamic';

export const GET = legacyRoute('getConfig', async () => ok(await legacyApi().config()));
