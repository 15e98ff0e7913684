import { legacyApi } from '@/lib/legacy-api/cms';
import { legacyRoute, ok } from '@/lib/legacy-api/respond';

export const dynamic = 'force-dynamic';

/** The popup to show, or data.data = null when there is none. */
export const GET = legacyRoute('getPopUp', async () => ok(await legacyApi().popup()));
