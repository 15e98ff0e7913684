import type { Page } from '@playwright/test';

import { adminAuth } from './support/admin-api';
import { hydrated } from './support/hydration';
import { signInToAdmin } from './support/admin-ui';
import { TestSmtpServer } from './support/smtp';
import { invitedStaff, removeStaff, resetToken, type Staff } from './support/staff';
import { withTestDb } from './support/test-db';
import { expect, test } from './support/fixtures';

/**
 * Forgot password and invitations, in Debian's chromium with the real SMTP server (support/smtp.ts):
 * the mail, its single-use link of one hour, the same answer for unknown names, SMTP down and back.
 */
const smtp = new TestSmtpServer();
test.describe.configure({ mode: 'serial' });
test.beforeAll(() => smtp.start());
test.afterAll(() => smtp.stop());

/** The first mail to `to` received after the first `after` messages. */
async function nextMailTo(to: string, after: number, timeout = 30_000) {
  const find = () => smtp.messages.slice(after).find((mail) => mail.envelope.to.includes(to));
  await expect.poll(() => Boolean(find()), { timeout }).toBe(true);
  return find()!;
}

/** Payload sends at most one reset mail per account per 15 s; tests that ask again sooner forget the last ask. */
const forgetLastAsk = (id: number) =>
  withTestDb((db) =>
    db.execute({ sql: 'update users set reset_password_requested_at = null where id = ?', args: [id] }),
  );

async function askForLink(page: Page, login: string): Promise<string> {
  await page.goto('/admin/login');
  await page.getByRole('link', { name: /Forgot password|ลืมรหัสผ่าน/ }).click();
  await expect(page).toHaveURL(/\/admin\/forgot/);
  await page.locator('#field-username').fill(login);
  await page.getByRole('button', { name: /Send the link|ส่งลิงก์/ }).click();
  const answer = page.locator('form').getByRole('status');
  await expect(answer).toContainText(/If an account has this username or e-mail|หากมีบัญชีที่ใช้ชื่อผู้ใช้หรืออีเมลนี้/);
  return (await answer.textContent()) ?? '';
}

/** Sends the reset form at `/admin/reset/<token>`; resolves with the API's answer to it. */
async function setPassword(page: Page, token: string, password: string) {
  await page.goto(`/admin/reset/${token}`);
  // The fixtures' goto waits for React to hydrate <body>, but Payload's form can hydrate later, in its
  // own Suspense boundary: typed into before that, the fields are reset and the form is never sent
  // (in full e2e runs the page then showed neither the login nor the refusal). Wait for the fields
  // and the button themselves, and for the request the click sends.
  for (const selector of ['#field-password', '#field-confirm-password', 'button[type=submit]']) {
    await page.waitForFunction(hydrated, selector, { timeout: 15_000 });
  }
  await page.locator('#field-password').fill(password);
  await page.locator('#field-confirm-password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/users/reset-password') && r.request().method() === 'POST'),
    page.locator('button[type=submit]').click(),
  ]);
  return response;
}

test.describe('forgot password', () => {
  let editor: Staff;
  test.beforeAll(async ({ request }) => {
    editor = await invitedStaff(request, 'editor', { smtp, prefix: 'e2e-forgot' });
  });
  test.afterAll(async ({ request }) => {
    await removeStaff(request, editor);
  });

  test('mail → new password signs in → the link works once, for an hour; unknown names get the same answer', async ({
    page,
    request,
  }) => {
    const before = smtp.messages.length;
    const known = await askForLink(page, editor.email);
    expect(await askForLink(page, `nobody-${Date.now()}@sabaisms.test`)).toBe(known);
    const mail = await nextMailTo(editor.email, before);
    expect(mail.envelope.to).toEqual([editor.email]);
    expect(mail.subject).toBe('Set a new password for SabaiSMS admin');
    const token = resetToken(mail.text);
    expect(mail.text).toContain(`http://127.0.0.1:${new URL(page.url()).port}/admin/reset/${token}`);
    // Stored to expire one hour after the request.
    const expires = await withTestDb(async (db) => {
      const { rows } = await db.execute({
        sql: 'select reset_password_expiration as e from users where id = ?',
        args: [editor.id],
      });
      return Date.parse(String(rows[0]?.e));
    });
    expect(Math.abs(expires - (Date.now() + 60 * 60 * 1000))).toBeLessThan(2 * 60 * 1000);

    expect((await setPassword(page, token, 'my-new-password-after-reset')).status()).toBe(200);
    await expect(page).toHaveURL(/\/admin\/login/);
    await signInToAdmin(page, { username: editor.username, password: 'my-new-password-after-reset' });

    // Used once: the same link is refused, with a clear message.
    await page.context().clearCookies();
    expect((await setPassword(page, token, 'another-password-123')).status()).toBe(403);
    await expect(page.getByText(/This link is not valid|ลิงก์นี้ใช้ไม่ได้/)).toBeVisible();
    const audit = await request.get(`/api/audit-events?where[account][equals]=${editor.username}&limit=100&depth=0`, {
      headers: await adminAuth(request),
    });
    expect(((await audit.json()) as { docs: { event: string }[] }).docs.map((e) => e.event)).toEqual(
      expect.arrayContaining(['password-reset-requested', 'password-reset', 'sign-in']),
    );
  });

  test('a link an hour old is refused', async ({ page, request }) => {
    await forgetLastAsk(editor.id);
    const before = smtp.messages.length;
    await request.post('/api/users/forgot-password', { data: { username: editor.username } });
    const token = resetToken((await nextMailTo(editor.email, before)).text);
    await withTestDb((db) =>
      db.execute({
        sql: 'update users set reset_password_expiration = ? where id = ?',
        args: [new Date(Date.now() - 1000).toISOString(), editor.id],
      }),
    );
    const late = await request.post('/api/users/reset-password', { data: { token, password: 'too-late-password-1' } });
    expect(late.status()).toBe(403);
    expect(((await late.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/expired|หมดอายุ/);
    expect((await setPassword(page, token, 'too-late-password-1')).status()).toBe(403);
    await expect(page.getByText(/This link is not valid|ลิงก์นี้ใช้ไม่ได้/)).toBeVisible();
  });

  test('SMTP down: the same answer, and the mail goes out when SMTP is back', async ({ request }) => {
    test.setTimeout(120_000);
    await forgetLastAsk(editor.id);
    await smtp.stop();
    const before = smtp.messages.length;
    let answer;
    try {
      answer = await request.post('/api/users/forgot-password', { data: { username: editor.email } });
    } finally {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await smtp.start();
    }
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { message: string }).message).toMatch(/If an account has this username|หากมีบัญชี/);
    const mail = await nextMailTo(editor.email, before, 90_000);
    expect(mail.subject).toBe('Set a new password for SabaiSMS admin');
  });

  test("a mail whose runner died mid-send goes out once the server's runner takes the stale claim back", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    await forgetLastAsk(editor.id);
    await smtp.stop();
    const before = smtp.messages.length;
    const asked = new Date(Date.now() - 1000).toISOString();
    let job: { id: number; createdAt: string };
    try {
      const answer = await request.post('/api/users/forgot-password', { data: { username: editor.email } });
      expect(answer.status()).toBe(200);
      // The mail's job once its first send has failed (SMTP is down) and nobody holds it.
      const waiting = () =>
        withTestDb(async (db) => {
          const { rows } = await db.execute({
            sql: `select id, created_at as createdAt from payload_jobs where task_slug = 'staff-mail'
                  and completed_at is null and processing = 0 and total_tried >= 1 and created_at > ? and input like ?`,
            args: [asked, `%${editor.email}%`],
          });
          return rows[0] ? { id: Number(rows[0].id), createdAt: String(rows[0].createdAt) } : null;
        });
      await expect.poll(waiting, { timeout: 30_000 }).not.toBeNull();
      job = (await waiting())!;
      // What a runner killed mid-send leaves: the job marked as running, an hour ago (JOBS_STALE_MS is 10 min).
      // Only unclaimed: no runner holds it, and no runner's claim (which needs processing = 0) can take it now.
      const marked = await withTestDb((db) =>
        db.execute({
          sql: 'update payload_jobs set processing = 1, updated_at = ? where id = ? and processing = 0',
          args: [new Date(Date.now() - 60 * 60 * 1000).toISOString(), job.id],
        }),
      );
      expect(marked.rowsAffected).toBe(1);
    } finally {
      await smtp.start();
    }
    // Only the runner's release (cms/jobs/abandoned.ts, each round of cms/jobs/runner.ts) can free it.
    const mail = await nextMailTo(editor.email, before, 90_000);
    expect(mail.subject).toBe('Set a new password for SabaiSMS admin');
    // Every attempt of this job carries one Message-ID, so a send repeated after such a death stays one mail.
    expect(mail.headers['message-id']).toBe(`<staff-${job.id}.${Date.parse(job.createdAt)}@sabaisms.test>`);
    expect(smtp.messages.slice(before).filter((m) => m.envelope.to.includes(editor.email))).toHaveLength(1);
  });
});

test('an invitation lets the person set their first password', async ({ page, request }) => {
  await signInToAdmin(page);
  const username = `e2e-invited-${Date.now()}`;
  await page.goto('/admin/collections/staff-invitations/create');
  await page.locator('#field-email').fill(`${username}@sabaisms.test`);
  await page.locator('#field-username').fill(username);
  await page.locator('#action-save').click();
  await expect(page).toHaveURL(/\/admin\/collections\/staff-invitations\/\d+/);
  const mail = await nextMailTo(`${username}@sabaisms.test`, 0);
  expect(mail.subject).toMatch(/invited|คำเชิญ/);
  await page.context().clearCookies();
  expect((await setPassword(page, resetToken(mail.text), 'my-first-own-password')).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/login/);
  await signInToAdmin(page, { username, password: 'my-first-own-password' });
  const { docs } = (await (
    await request.get(`/api/users?where[username][equals]=${username}&depth=0`, { headers: await adminAuth(request) })
  ).json()) as { docs: { id: number; roles: string[] }[] };
  expect(docs[0]?.roles).toEqual(['editor']);
  await removeStaff(request, docs[0]!);
});
