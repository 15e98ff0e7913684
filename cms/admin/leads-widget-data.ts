/**
 * What the leads widget counts: leads per channel and per campaign received in the last 7 and 30 days, read
 * with the signed-in user's access (null for staff who may not read leads). One query of the last 30 days'
 * attribution columns, counted here: a month of leads is small, and both databases answer it the same way.
 */
import type { ServerProps, Where } from 'payload';

export const WINDOWS = [7, 30] as const;
export type LeadCountRow = { key: string; counts: Record<(typeof WINDOWS)[number], number> };
export type LeadCounts = { channels: LeadCountRow[]; campaigns: LeadCountRow[]; since: Record<7 | 30, string> };

const DAY = 24 * 60 * 60 * 1000;

function tally(rows: Array<{ key: string; createdAt: string }>, since: Record<7 | 30, string>): LeadCountRow[] {
  const byKey = new Map<string, LeadCountRow>();
  for (const { key, createdAt } of rows) {
    const row = byKey.get(key) ?? { key, counts: { 7: 0, 30: 0 } };
    row.counts[30] += 1;
    if (createdAt >= since[7]) row.counts[7] += 1;
    byKey.set(key, row);
  }
  return [...byKey.values()].sort((a, b) => b.counts[30] - a.counts[30] || a.key.localeCompare(b.key));
}

export async function leadCounts(
  { payload, user }: Pick<ServerProps, 'payload' | 'user'>,
  now = new Date(),
): Promise<LeadCounts | null> {
  const since = {
    7: new Date(now.getTime() - 7 * DAY).toISOString(),
    30: new Date(now.getTime() - 30 * DAY).toISOString(),
  };
  const where: Where = { createdAt: { greater_than_equal: since[30] } };
  const result = await payload
    .find({
      collection: 'contact-submissions',
      where,
      select: { channel: true, utmCampaign: true, createdAt: true },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    .catch(() => null);
  if (!result) return null;
  const docs = result.docs as Array<{ channel?: string | null; utmCampaign?: string | null; createdAt: string }>;
  return {
    since,
    channels: tally(
      docs.map((doc) => ({ key: doc.channel ?? '', createdAt: doc.createdAt })),
      since,
    ),
    campaigns: tally(
      docs.map((doc) => ({ key: doc.utmCampaign ?? '', createdAt: doc.createdAt })),
      since,
    ),
  };
}

/** The leads list filtered to one channel or campaign ('' = none recorded) since a moment. */
export function filteredListHref(adminRoute: string, field: 'channel' | 'utmCampaign', key: string, since: string) {
  const query = new URLSearchParams();
  query.set('where[and][0][createdAt][greater_than_equal]', since);
  if (key) query.set(`where[and][1][${field}][equals]`, key);
  else query.set(`where[and][1][${field}][exists]`, 'false');
  return `${adminRoute}/collections/contact-submissions?${query.toString()}`;
}
