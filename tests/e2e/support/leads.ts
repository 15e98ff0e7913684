/**
 * Leads as staff see them through Payload's REST API, and staff accounts of each role.
 */
import { expect, type APIRequestContext } from '@playwright/test';

import { adminAuth } from './admin-api';
import { invitedStaff } from './staff';

export type Lead = {
  id: number;
  name: string;
  email: string;
  message: string;
  status: string;
  salesStatus: string;
  entryPoint: string | null;
  channel: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  landingPage: string | null;
  formPage: string | null;
  referrerHost: string | null;
  locale: string | null;
  quoteCredits: number | null;
  quoteTotal: number | null;
  reviewReason: string | null;
  anonymisedAt: string | null;
  salesLog: Array<{ at: string; userName: string; field: string; from: string | null; to: string | null }>;
};

/** The stored lead with this e-mail address (polled until it exists). */
export async function leadWithEmail(request: APIRequestContext, email: string): Promise<Lead> {
  const headers = await adminAuth(request);
  let lead: Lead | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `/api/contact-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
        { headers },
      );
      lead = ((await response.json()) as { docs: Lead[] }).docs[0];
      return Boolean(lead);
    })
    .toBe(true);
  return lead!;
}

/** A new staff account with one role (invited, as staff are: support/staff.ts), signed in: its Authorization header and username. */
export async function staffAuth(
  request: APIRequestContext,
  role: 'editor' | 'support',
): Promise<{ headers: Record<string, string>; username: string }> {
  const { auth, username } = await invitedStaff(request, role);
  return { headers: auth, username };
}
