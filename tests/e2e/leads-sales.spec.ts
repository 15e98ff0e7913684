import { expect, test, type APIRequestContext } from '@playwright/test';

import { adminAuth, signIn } from './support/admin-api';
import { clientHeaders, configuredRecipient, newMarker } from './support/contact';
import { testEnv } from './support/env';
import { leadWithEmail, staffAuth } from './support/leads';

/**
 * The sales side of leads (issue 26), through the REST API and the admin: what the visitor wrote is final for
 * every role, sales status changes are logged with who and when, a filtered list exports to CSV that Excel
 * opens with Thai intact and no formula, the dashboard counts each lead, deleting is admin-only and recorded.
 * Leads are sent through POST /mail/send (the same acceptance as the form) with this site's tracking cookies.
 */
async function sendLead(
  request: APIRequestContext,
  marker: string,
  { channel = `sales_${marker}`, campaign = `camp-${marker}`, message = `Hello ${marker}` } = {},
) {
  const response = await request.post('/mail/send', {
    headers: {
      ...clientHeaders('198.51.100'),
      cookie: `url_tracking=${encodeURIComponent(channel)}; utm_tracking=utm_campaign=${encodeURIComponent(campaign)}&landing=%2Fen%2Fpackages`,
    },
    data: {
      to: await configuredRecipient(request),
      name: `สมชาย ใจดี ${marker}`,
      email: `${marker}@example.com`,
      phone: '0812345678',
      service: 'salesCallback',
      message,
      locale: 'th',
    },
  });
  expect(response.status()).toBe(200);
  return leadWithEmail(request, `${marker}@example.com`);
}

test('a PATCH of the submitted fields or the attribution is refused for admin, editor and support', async ({
  request,
}) => {
  const marker = newMarker('final');
  const lead = await sendLead(request, marker);
  const roles = {
    admin: await adminAuth(request),
    editor: (await staffAuth(request, 'editor')).headers,
    support: (await staffAuth(request, 'support')).headers,
  };
  for (const [role, headers] of Object.entries(roles)) {
    for (const data of [
      { name: 'Someone else' },
      { message: 'rewritten' },
      { email: 'other@example.com' },
      { channel: 'Forged' },
      { utmCampaign: 'forged' },
      { landingPage: '/forged' },
    ]) {
      const response = await request.patch(`/api/contact-submissions/${lead.id}`, { headers, data });
      expect(response.status(), `${role} ${JSON.stringify(data)}`).toBe(403);
    }
    // A bulk PATCH by filter is refused the same way.
    const bulk = await request.patch(`/api/contact-submissions?where[id][equals]=${lead.id}`, {
      headers,
      data: { message: 'bulk rewrite' },
    });
    expect(bulk.ok(), role).toBe(false);
  }
  const after = await leadWithEmail(request, `${marker}@example.com`);
  expect(after).toMatchObject({
    name: lead.name,
    message: lead.message,
    channel: lead.channel,
    utmCampaign: lead.utmCampaign,
  });
  // Sending a field with its stored value (what the admin's form does) is not a change.
  const same = await request.patch(`/api/contact-submissions/${lead.id}`, {
    headers: roles.support,
    data: { name: lead.name, salesStatus: 'contacted' },
  });
  expect(same.status()).toBe(200);
});

test('a sales status change records who and when, and shows on the lead', async ({ request, page }) => {
  const marker = newMarker('status');
  const lead = await sendLead(request, marker);
  const support = await staffAuth(request, 'support');
  const before = Date.now();
  for (const salesStatus of ['contacted', 'qualified', 'won']) {
    const response = await request.patch(`/api/contact-submissions/${lead.id}`, {
      headers: support.headers,
      data: { salesStatus, salesNotes: `called ${salesStatus}` },
    });
    expect(response.status()).toBe(200);
  }
  const logged = await leadWithEmail(request, `${marker}@example.com`);
  expect(logged.salesStatus).toBe('won');
  const statusChanges = logged.salesLog.filter((entry) => entry.field === 'salesStatus');
  expect(statusChanges.map((entry) => [entry.from, entry.to, entry.userName])).toEqual([
    ['new', 'contacted', support.username],
    ['contacted', 'qualified', support.username],
    ['qualified', 'won', support.username],
  ]);
  for (const entry of statusChanges) {
    expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
  }
  // The log cannot be written through the API.
  await request.patch(`/api/contact-submissions/${lead.id}`, {
    headers: await adminAuth(request),
    data: { salesLog: [] },
  });
  expect((await leadWithEmail(request, `${marker}@example.com`)).salesLog.length).toBeGreaterThanOrEqual(3);

  // On the lead in the admin, in English.
  await signIn(page.request, testEnv.admin);
  await page.goto(`/admin/collections/contact-submissions/${lead.id}`);
  const history = page.getByTestId('sales-log');
  await expect(history).toContainText(support.username);
  await expect(history.getByRole('listitem')).toHaveCount(logged.salesLog.length);
  await expect(history).toContainText(/Qualified → Won|มีโอกาสปิดการขาย → ปิดการขายได้/);

  // Saving the lead's form in the admin (which sends every field, the final ones unchanged) is accepted.
  // Payload shows the form read-only until it is ready to edit (a click then opens nothing).
  const salesStatus = page.locator('#field-salesStatus');
  await expect(salesStatus).not.toHaveClass(/\bread-only\b/);
  await salesStatus.click();
  await page.getByRole('option', { name: /^(Lost|ไม่สำเร็จ)$/ }).click();
  await page.getByRole('button', { name: /^(Save|บันทึก)$/ }).click();
  await expect
    .poll(async () => (await leadWithEmail(request, `${marker}@example.com`)).salesStatus, { timeout: 15_000 })
    .toBe('lost');
  const last = (await leadWithEmail(request, `${marker}@example.com`)).salesLog.at(-1);
  expect(last).toMatchObject({ field: 'salesStatus', from: 'won', to: 'lost', userName: testEnv.admin.username });
});

test('the CSV export of a filtered list holds the lead, Thai intact and a formula neutralised', async ({ request }) => {
  const marker = newMarker('csv');
  const campaign = `csv-${marker}`;
  await sendLead(request, marker, { campaign, message: `=HYPERLINK("http://evil.example","${marker}")` });
  const other = newMarker('csv-other');
  await sendLead(request, other);
  const support = await staffAuth(request, 'support');
  const response = await request.get(
    `/api/contact-submissions/export?where[and][0][utmCampaign][equals]=${encodeURIComponent(campaign)}&sort=-createdAt`,
    { headers: support.headers },
  );
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
  const bytes = await response.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8 byte-order mark: Excel reads Thai
  const text = bytes.subarray(3).toString('utf8');
  const lines = text.trim().split('\r\n');
  expect(lines).toHaveLength(2); // header + the one lead of that campaign
  expect(text).toContain(`สมชาย ใจดี ${marker}`);
  expect(text).not.toContain(other);
  expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""${marker}"")"`);
  expect(text).not.toMatch(/(^|,)"?=HYPERLINK/m);

  // Editors cannot read leads, so they cannot export them either; nobody signed out can.
  const editor = await staffAuth(request, 'editor');
  expect((await request.get('/api/contact-submissions/export', { headers: editor.headers })).status()).toBe(403);
  expect((await request.get('/api/contact-submissions/export')).status()).toBe(401);
});

test('the dashboard counts a new lead for its channel and campaign, for 7 and 30 days', async ({ page, request }) => {
  const marker = newMarker('dash');
  const channel = `dash_${marker}`;
  await signIn(page.request, testEnv.admin);
  const countOf = async (table: string, key: string) => {
    await page.goto('/admin');
    const row = page
      .getByTestId(table)
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: key, exact: true }) });
    if ((await row.count()) === 0) return [0, 0];
    return (await row.getByRole('cell').allTextContents()).map(Number);
  };
  await sendLead(request, marker, { channel, campaign: `camp-${marker}` });
  expect(await countOf('leads-by-channel', channel)).toEqual([1, 1]);
  expect(await countOf('leads-by-utmCampaign', `camp-${marker}`)).toEqual([1, 1]);
  await sendLead(request, newMarker('dash2'), { channel, campaign: `camp-${marker}` });
  expect(await countOf('leads-by-channel', channel)).toEqual([2, 2]);
  // Each count links to the leads list filtered the same way.
  await page
    .getByTestId('leads-by-channel')
    .getByRole('row')
    .filter({ hasText: channel })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('row').filter({ hasText: '@example.com' })).toHaveCount(2);
});

test('deleting a lead is for admins only, and is recorded without its personal data', async ({ request }) => {
  const marker = newMarker('erase');
  const lead = await sendLead(request, marker);
  const support = await staffAuth(request, 'support');
  expect((await request.delete(`/api/contact-submissions/${lead.id}`, { headers: support.headers })).status()).toBe(
    403,
  );
  const admin = await adminAuth(request);
  expect((await request.delete(`/api/contact-submissions/${lead.id}`, { headers: admin })).status()).toBe(200);
  const records = await request.get(`/api/lead-deletions?where[leadId][equals]=${lead.id}`, { headers: admin });
  const [record] = ((await records.json()) as { docs: Array<Record<string, unknown>> }).docs;
  expect(record).toMatchObject({ leadId: lead.id, deletedByName: testEnv.admin.username });
  expect(JSON.stringify(record)).not.toContain(marker);
  // Support staff cannot read the record; nobody can change it.
  expect((await request.get('/api/lead-deletions', { headers: support.headers })).status()).toBe(403);
  expect(
    (
      await request.patch(`/api/lead-deletions/${String(record!.id)}`, { headers: admin, data: { leadId: 1 } })
    ).status(),
  ).toBe(403);
});
