import { legacyApi } from '@/lib/legacy-api/cms';
import { legacyRoute, ok } from '@/lib/legacy-api/respond';

export const dynamic = 'force-dynamic';

/** Promotions running now (isActive, startDate <= now <= endDate). */
export const GET = legacyRoute('getPromotionsList', async () => ok(await legacyApi().promotions()));
