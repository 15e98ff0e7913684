import { execFileSync } from 'node:child_process';

import { expect, test } from '@playwright/test';

import { adminAuth } from './support/admin-api';
import { clientHeaders, configuredRecipient, newMarker } from './support/contact';
import { testEnv } from './support/env';
import { leadWithEmail, type Lead } from './support/leads';
import { localizedPath } from './support/site';

/**
 * Retention (issue 26): a lead dated 25 months ago is anonymised by the retention task of Payload's job queue,
 * run by the server under test like any scheduled job; a recent lead is left as it is. What marketing counts
 * (channel, campaign, status) stays.
 */
async function sendLead(request: Parameters<typeof adminAuth>[0], marker: string): Promise<Lead> {
  const response = await request.post('/mail/send', {
    headers: { ...clientHeaders('192.0.2'), cookie: `url_tracking=retention_${marker}` },
    data: {
      to: await configuredRecipient(request),
      name: `Old customer ${marker}`,
      email: `${marker}@example.com`,
      phone: '0812345678',
      service: 'information',
      message: `Personal details ${marker}`,
    },
  });
  expect(response.status()).toBe(200);
  return leadWithEmail(request, `${marker}@example.com`);
}

test('the retention job anonymises a lead dated 25 months ago and leaves a recent one', async ({ request }) => {
  test.setTimeout(90_000);
  const old = await sendLead(request, newMarker('retention-old'));
  const recentMarker = newMarker('retention-new');
  const recent = await sendLead(request, recentMarker);

  execFileSync('node', ['--import', 'tsx', 'scripts/payload.mjs', 'run', 'tests/e2e/support/lead-retention-run.ts'], {
    env: { ...process.env, ...testEnv.serverEnv, LEAD_ID: String(old.id), LEAD_AGE_MONTHS: '25' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const headers = await adminAuth(request);
  const read = async (id: number) =>
    (await (await request.get(`/api/contact-submissions/${id}?depth=0`, { headers })).json()) as Lead;
  // The server runs its job queue every JOBS_INTERVAL_MS (10 s by default).
  await expect.poll(async () => (await read(old.id)).anonymisedAt, { timeout: 60_000 }).not.toBeNull();
  const anonymised = await read(old.id);
  expect(anonymised).toMatchObject({ name: 'Anonymised', email: 'anonymised@example.invalid', channel: old.channel });
  expect(anonymised.message).not.toContain(old.email.split('@')[0]!);

  const kept = await read(recent.id);
  expect(kept).toMatchObject({ name: recent.name, email: `${recentMarker}@example.com`, message: recent.message });
  expect(kept.anonymisedAt).toBeNull();
});

test('the policy page says how long leads are kept, the cookie page names the UTM cookie', async ({ page }) => {
  for (const [locale, months, cookie] of [
    ['en', 'We keep these requests for 24 months', 'utm_tracking: remembers the campaign'],
    ['th', 'เราเก็บคำขอเหล่านี้ไว้ 24 เดือน', 'utm_tracking: จดจำแคมเปญโฆษณาที่พาคุณมา'],
  ] as const) {
    await page.goto(localizedPath(locale, '/policy'));
    await expect(page.getByText(months)).toBeVisible();
    await page.goto(localizedPath(locale, '/cookie'));
    await expect(page.getByText(cookie)).toContainText(
      locale === 'en' ? 'path /), kept for 1 day, with no personal data' : 'มีอายุ 1 วัน และไม่มีข้อมูลส่วนบุคคล',
    );
  }
});
