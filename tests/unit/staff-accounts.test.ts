/**
 * Staff accounts through the REST API on a real (temporary) SQLite database with a real SMTP server
 * (tests/e2e/support/smtp.ts): sign-in without enumeration, the second factor, password reset and
 * invitations by mail, least privilege and the audit trail.
 */
import { generate } from 'otplib';
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { releaseAbandonedJobs } from '@/cms/jobs/abandoned';
import { STAFF_MAIL_QUEUE, staffMailMessageId } from '@/cms/email/staff-mail';

import { TestSmtpServer } from '../e2e/support/smtp';
import { createSeededCms } from '../helpers/seeded-cms';
import type { PayloadTestEnv } from '../helpers/payload-test-env';
import { bearer, rest } from '../helpers/rest';

const smtp = new TestSmtpServer(20_000 + (process.pid % 20_000));
let env: PayloadTestEnv;
let payload: Payload;
const PASSWORD = 'a-long-test-password';

type Role = 'admin' | 'editor' | 'support';
let serial = 0;
async function account(role: Role, password = PASSWORD) {
  const username = `${role}-${process.pid}-${(serial += 1)}`;
  const user = await payload.create({
    collection: 'users',
    data: { username, email: `${username}@sabaisms.example`, password, roles: [role], language: 'en' },
  });
  return { ...user, username, password };
}
const signIn = (
  login: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => rest('/users/login', { body: { username: login, password, ...extra }, headers });

/** Signs in an admin through enrolment; returns the token, the TOTP secret and the recovery codes. */
async function enrolledAdmin() {
  const admin = await account('admin');
  const offer = await signIn(admin.username, PASSWORD);
  const enrolment = offer.json.enrolment as { token: string; secret: string };
  const done = await signIn(admin.username, PASSWORD, {
    enrolment: enrolment.token,
    code: await generate({ secret: enrolment.secret }),
  });
  expect(done.status).toBe(200);
  return {
    admin,
    token: done.json.token as string,
    secret: enrolment.secret,
    recoveryCodes: done.json.recoveryCodes as string[],
  };
}

async function auditOf(username: string) {
  const { docs } = await payload.find({
    collection: 'audit-events',
    where: { account: { equals: username } },
    sort: 'createdAt',
  });
  return docs;
}

beforeAll(async () => {
  await smtp.start();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  process.env.MAIL_FROM = 'SabaiSMS website <no-reply@sabaisms.test>';
  process.env.CONTACT_RETRY_BASE_MS = '200';
  ({ env } = await createSeededCms('staff-accounts'));
  payload = env.payload;
});

afterAll(async () => {
  await env?.cleanup();
  await smtp.stop();
});

describe('sign-in', () => {
  it('answers an unknown name, a wrong password and a locked account alike, and audits each with the address', async () => {
    const editor = await account('editor');
    const unknown = await signIn(
      'nobody-here@sabaisms.example',
      'wrong-password-123',
      {},
      { 'x-forwarded-for': '203.0.113.9' },
    );
    const wrong = await signIn(editor.username, 'wrong-password-123', {}, { 'x-forwarded-for': '203.0.113.9' });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.json).toEqual(wrong.json);
    await payload.db.updateOne({
      collection: 'users',
      id: editor.id,
      data: { lockUntil: new Date(Date.now() + 60_000).toISOString() },
    });
    const locked = await signIn(editor.username, PASSWORD);
    expect(locked.status).toBe(401);
    expect(locked.json).toEqual(wrong.json);
    expect(locked.json).not.toHaveProperty('token');
    const events = await auditOf(editor.username);
    expect(events.map((e) => e.event)).toEqual(['user-created', 'sign-in-failed', 'sign-in-failed']);
    expect(events[1]?.ip).toBe('203.0.113.9');
    expect((await auditOf('nobody-here@sabaisms.example'))[0]?.event).toBe('sign-in-failed');
  });

  it('gives an editor without a second factor a session at once', async () => {
    const editor = await account('editor');
    const answer = await signIn(editor.email, PASSWORD);
    expect(answer.status).toBe(200);
    expect((await rest('/users/me', { method: 'GET', headers: bearer(answer.json.token) })).json.user).toMatchObject({
      id: editor.id,
    });
  });
});

describe('second factor', () => {
  it('an admin enrols at the first sign-in, then needs a code every time; codes and recovery codes work once', async () => {
    const admin = await account('admin');
    const first = await signIn(admin.username, PASSWORD);
    expect(first.status).toBe(401);
    expect(first.json).toMatchObject({ secondFactor: 'enrol' });
    expect(first.json).not.toHaveProperty('token');
    const { token, secret } = first.json.enrolment as { token: string; secret: string };
    expect((await signIn(admin.username, PASSWORD, { enrolment: token, code: '000000' })).json).toMatchObject({
      secondFactor: 'enrol',
    });
    const code = await generate({ secret });
    const enrolled = await signIn(admin.username, PASSWORD, { enrolment: token, code });
    expect(enrolled.status).toBe(200);
    const recoveryCodes = enrolled.json.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);

    const passwordOnly = await signIn(admin.username, PASSWORD);
    expect(passwordOnly.status).toBe(401);
    expect(passwordOnly.json).toMatchObject({ secondFactor: 'code' });
    expect(passwordOnly.cookies.join()).not.toContain('payload-token=');
    // The code that enrolled cannot be used again (replay), a recovery code works once.
    expect((await signIn(admin.username, PASSWORD, { code })).status).toBe(401);
    expect((await signIn(admin.username, PASSWORD, { code: recoveryCodes[0] })).status).toBe(200);
    expect((await signIn(admin.username, PASSWORD, { code: recoveryCodes[0] })).status).toBe(401);
    // A wrong password with a right code is still a wrong password.
    expect((await signIn(admin.username, 'wrong-password-123', { code: recoveryCodes[1] })).json).not.toHaveProperty(
      'secondFactor',
    );
    const events = (await auditOf(admin.username)).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['second-factor-enrolled', 'recovery-code-used', 'sign-in']));
  });

  it('the first admin from ADMIN_* enrols at the first sign-in, or has ADMIN_TOTP_SECRET already set up', async () => {
    const { ensureAdmin } = await import('@/cms/seed/admin');
    const base = { ADMIN_EMAIL: 'first@sabaisms.example', ADMIN_PASSWORD: PASSWORD };
    await expect(
      ensureAdmin(payload, { ...base, ADMIN_USERNAME: 'first-bad', ADMIN_TOTP_SECRET: 'not base32!' }),
    ).rejects.toThrow(/ADMIN_TOTP_SECRET/);
    expect(
      await ensureAdmin(payload, {
        ...base,
        ADMIN_USERNAME: 'first-admin',
        ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      }),
    ).toBe('created');
    expect((await signIn('first-admin', PASSWORD)).json).toMatchObject({ secondFactor: 'code' });
    const code = await generate({ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
    expect((await signIn('first-admin', PASSWORD, { code })).status).toBe(200);
    expect(
      await ensureAdmin(payload, { ...base, ADMIN_EMAIL: 'second@sabaisms.example', ADMIN_USERNAME: 'second-admin' }),
    ).toBe('created');
    expect((await signIn('second-admin', PASSWORD)).json).toMatchObject({ secondFactor: 'enrol' });
  });

  it('ten wrong codes in a row lock the account like wrong passwords', async () => {
    const { admin, secret } = await enrolledAdmin();
    await payload.db.updateOne({ collection: 'users', id: admin.id, data: { secondFactorFailures: 8 } });
    expect((await signIn(admin.username, PASSWORD, { code: '000001' })).json).toMatchObject({ secondFactor: 'code' });
    const tenth = await signIn(admin.username, PASSWORD, { code: '000002' });
    expect(tenth.json).not.toHaveProperty('secondFactor');
    // Locked: even the right code is refused, with the words of a wrong password.
    const right = await signIn(admin.username, PASSWORD, { code: await generate({ secret }) });
    expect(right.status).toBe(401);
    expect(right.json).toEqual(tenth.json);
    expect((await auditOf(admin.username)).map((e) => e.event)).toContain('account-locked');
  });

  it('an admin resets another person’s second factor; that person is signed out', async () => {
    const { token } = await enrolledAdmin();
    const other = await enrolledAdmin();
    const reset = await rest(`/users/${other.admin.id}/second-factor/reset`, { headers: bearer(token) });
    expect(reset.status).toBe(200);
    expect((await rest('/users/me', { method: 'GET', headers: bearer(other.token) })).json.user).toBeNull();
    expect((await signIn(other.admin.username, PASSWORD)).json).toMatchObject({ secondFactor: 'enrol' });
    // Not for editors, and the endpoint needs a session.
    const editor = await account('editor');
    const editorToken = (await signIn(editor.username, PASSWORD)).json.token;
    expect((await rest(`/users/${other.admin.id}/second-factor/reset`, { headers: bearer(editorToken) })).status).toBe(
      403,
    );
    expect((await rest(`/users/${other.admin.id}/second-factor/reset`)).status).toBe(401);
  });
});

describe('password reset by mail', () => {
  const linkIn = (text: string) => /\/admin\/reset\/([0-9a-f]+)/.exec(text)?.[1] ?? '';

  it('by username or e-mail, the same answer for unknown names, a single-use link in the person’s language', async () => {
    const editor = await account('editor');
    const known = await rest('/users/forgot-password', { body: { username: editor.email } });
    const unknown = await rest('/users/forgot-password', { body: { username: 'no-such-person' } });
    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    const mail = await smtp.waitFor(editor.username);
    expect(mail.subject).toBe('Set a new password for SabaiSMS admin');
    expect(mail.envelope.to).toEqual([editor.email]);
    const token = linkIn(mail.text);
    const done = await rest('/users/reset-password', { body: { token, password: 'a-brand-new-password' } });
    expect(done.status).toBe(200);
    expect(done.json).not.toHaveProperty('token');
    expect(done.cookies.join()).not.toContain('payload-token=ey');
    const again = await rest('/users/reset-password', { body: { token, password: 'another-new-password' } });
    expect(again.status).toBe(403);
    expect(again.json.errors?.[0]?.message).toContain('already used');
    expect((await signIn(editor.username, 'a-brand-new-password')).status).toBe(200);
    expect((await auditOf(editor.username)).map((e) => e.event)).toEqual(
      expect.arrayContaining(['password-reset-requested', 'password-reset']),
    );
  });

  it('a link stops working after an hour, and never works for another account', async () => {
    const editor = await account('editor');
    const other = await account('support');
    await rest('/users/forgot-password', { body: { email: editor.username } });
    const token = linkIn((await smtp.waitFor(editor.username)).text);
    const otherToken = await rest('/users/login', { body: { username: other.username, password: PASSWORD } });
    const asOther = await rest('/users/reset-password', {
      body: { token, password: 'a-brand-new-password' },
      headers: bearer(otherToken.json.token),
    });
    expect(asOther.status).toBe(403);
    expect(asOther.json.errors?.[0]?.message).toBe('This link belongs to another account.');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    try {
      const late = await rest('/users/reset-password', { body: { token, password: 'a-brand-new-password' } });
      expect(late.status).toBe(403);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('invitations', () => {
  it('an admin invites by e-mail and role; the mail lets the person choose their password', async () => {
    const { admin, token } = await enrolledAdmin();
    const created = await rest('/staff-invitations', {
      headers: bearer(token),
      body: { email: 'new.person@sabaisms.example', username: 'new-person', roles: ['support'], language: 'th' },
    });
    expect(created.status).toBe(201);
    const mail = await smtp.waitFor('new-person');
    expect(mail.subject).toBe('คำเชิญเข้าใช้ระบบจัดการ SabaiSMS');
    expect(mail.text).toContain(admin.username);
    const invitationToken = /\/admin\/reset\/([0-9a-f]+)/.exec(mail.text)?.[1];
    expect((await signIn('new-person', 'anything-at-all-1')).status).toBe(401);
    expect(
      (await rest('/users/reset-password', { body: { token: invitationToken, password: 'my-own-password-1' } })).status,
    ).toBe(200);
    expect((await signIn('new-person', 'my-own-password-1')).status).toBe(200);
    const { docs } = await payload.find({
      collection: 'staff-invitations',
      where: { username: { equals: 'new-person' } },
    });
    expect(docs[0]?.acceptedAt).toBeTruthy();
    expect((await auditOf('new-person')).map((e) => e.event)).toEqual(
      expect.arrayContaining(['user-created', 'invitation-sent', 'password-reset', 'sign-in']),
    );
  });

  it('nobody creates an account, or sets another person’s password, through the API', async () => {
    const { token } = await enrolledAdmin();
    const editor = await account('editor');
    const create = await rest('/users', {
      headers: bearer(token),
      body: { username: 'chosen', email: 'chosen@sabaisms.example', password: 'chosen-by-admin-1', roles: ['editor'] },
    });
    expect(create.status).toBe(403);
    const change = await rest(`/users/${editor.id}`, {
      method: 'PATCH',
      headers: bearer(token),
      body: { password: 'chosen-by-admin-1' },
    });
    expect(change.status).toBe(400);
    expect((await signIn(editor.username, 'chosen-by-admin-1')).status).toBe(401);
  });
});

describe('a staff mail whose runner stopped', () => {
  it('is handed back once its claim is stale, sent, and carries the Message-ID of its job', async () => {
    const to = `stuck-${process.pid}@sabaisms.example`;
    const job = await payload.jobs.queue({
      task: 'staff-mail',
      queue: STAFF_MAIL_QUEUE,
      input: { to, subject: 'Stuck mail', html: `<p>${to}</p>`, text: to },
    });
    // A runner took the job and its process died: the job stays marked as processing.
    await payload.update({ collection: 'payload-jobs', id: job.id, data: { processing: true } });
    await payload.jobs.run({ queue: STAFF_MAIL_QUEUE });
    expect(smtp.withMarker(to)).toEqual([]);
    // A claim younger than the stale time is left alone (that runner may still be sending).
    expect(await releaseAbandonedJobs(payload, 60_000)).toEqual([]);
    expect(await releaseAbandonedJobs(payload, 60_000, new Date(Date.now() + 61_000))).toEqual([job.id]);
    await payload.jobs.run({ queue: STAFF_MAIL_QUEUE });
    const mail = await smtp.waitFor(to);
    const messageId = staffMailMessageId(job, process.env.MAIL_FROM!);
    expect(messageId).toMatch(/^<staff-\d+\.\d+@sabaisms\.test>$/);
    expect(mail.headers['message-id']).toBe(messageId);
  });
});

describe('least privilege', () => {
  it('support: leads only — no versions, media list, users or audit', async () => {
    const support = await account('support');
    const token = (await signIn(support.username, PASSWORD)).json.token;
    const get = (path: string, auth: Record<string, string> = bearer(token)) =>
      rest(path, { method: 'GET', headers: auth });
    for (const path of [
      '/posts/versions',
      '/packages/versions',
      '/globals/config/versions',
      '/media',
      '/audit-events',
      '/staff-invitations',
    ]) {
      expect((await get(path)).status, path).toBe(403);
    }
    const users = await get('/users');
    expect((users.json.docs as Array<{ id: number }>).map((u) => u.id)).toEqual([support.id]);
    expect((await get('/contact-submissions')).status).toBe(200);
    // Anonymous: no media list either.
    expect((await get('/media', {})).status).toBe(403);
  });

  it('editors: content and its history, no staff accounts and no audit', async () => {
    const editor = await account('editor');
    const token = (await signIn(editor.username, PASSWORD)).json.token;
    const get = (path: string) => rest(path, { method: 'GET', headers: bearer(token) });
    expect((await get('/posts/versions')).status).toBe(200);
    expect((await get('/media')).status).toBe(200);
    expect((await get('/audit-events')).status).toBe(403);
    expect(((await get('/users')).json.docs as unknown[]).length).toBe(1);
  });

  it('the audit trail is read by admins and changed by nobody', async () => {
    const { token } = await enrolledAdmin();
    const list = await rest('/audit-events?limit=1', { method: 'GET', headers: bearer(token) });
    expect(list.status).toBe(200);
    const [event] = list.json.docs as Array<{ id: number }>;
    expect(
      (await rest(`/audit-events/${event!.id}`, { method: 'PATCH', headers: bearer(token), body: { detail: 'x' } }))
        .status,
    ).toBe(403);
    expect((await rest(`/audit-events/${event!.id}`, { method: 'DELETE', headers: bearer(token) })).status).toBe(403);
    expect((await rest('/audit-events', { headers: bearer(token), body: { event: 'sign-in' } })).status).toBe(403);
  });
});
