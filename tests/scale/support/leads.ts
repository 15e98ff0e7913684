/**
 * Leads sent through the legacy POST /mail/send of an instance (same acceptance, rate limit, storage and
 * delivery as the form), and what the shared database holds about them.
 */
import type { APIRequestContext } from '@playwright/test';

import { openDatabase } from '../../../scripts/db-client.mjs';
import { cluster } from './cluster';

export const newMarker = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

export function lead(marker: string) {
  return {
    name: 'Somchai',
    email: `${marker}@example.com`,
    phone: '66812345678',
    service: 'I want the sales team to contact me back',
    message: `Please call me back ${marker}`,
  };
}

export function sendLead(request: APIRequestContext, base: string, marker: string, client: string) {
  return request.post(`${base}/mail/send`, { headers: { 'x-forwarded-for': client }, data: lead(marker) });
}

/** Delivery status of every stored submission whose e-mail starts with `prefix`, by e-mail. */
export async function storedLeads(prefix: string): Promise<Map<string, string>> {
  const db = await openDatabase(cluster.env.DATABASE_URI);
  try {
    const rows = (await db.rows(
      `SELECT email, status FROM contact_submissions WHERE email LIKE '${prefix.replace(/'/g, "''")}%'`,
    )) as Array<{ email: string; status: string }>;
    return new Map(rows.map((row) => [row.email, row.status]));
  } finally {
    await db.close();
  }
}
