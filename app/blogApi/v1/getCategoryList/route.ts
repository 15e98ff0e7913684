import { legacyApi } from '@/lib/legacy-api/cms';
import { legacyRoute, ok } from '@/lib/legacy-api/respond';

export const dynamic = 'force-dynamic';

export const GET = legacyRoute('getCategoryList', async () => ok(await legacyApi().categories()));
