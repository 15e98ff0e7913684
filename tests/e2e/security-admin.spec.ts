import { expect, test } from '@playwright/test';

import { adminAuth, signIn } from './support/admin-api';
import { testEnv } from './support/env';
import { TestSmtpServer } from './support/smtp';
import { invitedAccountId, invitedStaff, removeStaff, resetToken } from './support/staff';

test('the admin session cookie is Secure, HttpOnly and SameSite in production', async ({ request }) => {
  const { response } = await signIn(request, testEnv.admin);
  expect(response.status()).toBe(200);
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('payload-token='));
  expect(cookie?.value).toMatch(/;\s*Secure/i);
  expect(cookie?.value).toMatch(/;\s*HttpOnly/i);
  expect(cookie?.value).toMatch(/;\s*SameSite=Lax/i);
});

test('an account locks after repeated wrong passwords', async ({ request }) => {
  const editor = await invitedStaff(request, 'editor', { prefix: 'e2e-lock' });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await request.post('/api/users/login', {
        data: { username: editor.username, password: 'wrong-password-123' },
      });
      expect(wrong.status()).toBe(401);
    }
    const right = await request.post('/api/users/login', {
      data: { username: editor.username, password: editor.password },
    });
    expect(right.status()).toBe(401);
    expect(await right.text()).not.toContain('"token"');
  } finally {
    await removeStaff(request, editor);
  }
});

test('a password shorter than 12 characters is refused', async ({ request }) => {
  const smtp = new TestSmtpServer();
  await smtp.start();
  try {
    const username = `e2e-short-${Date.now()}`;
    const invited = await request.post('/api/staff-invitations', {
      headers: await adminAuth(request),
      data: { username, email: `${username}@sabaisms.test`, roles: ['editor'] },
    });
    expect(invited.status()).toBe(201);
    const token = resetToken((await smtp.waitFor(username)).text);
    const short = await request.post('/api/users/reset-password', { data: { token, password: 'short-pass1' } });
    expect(short.status()).toBe(400);
    const removed = await removeStaff(request, { id: await invitedAccountId(invited) });
    expect(removed.status()).toBe(200);
  } finally {
    await smtp.stop();
  }
});

test('nobody can register a first user, or create an account with a password, from outside', async ({ request }) => {
  const response = await request.post('/api/users/first-register', {
    data: { username: 'intruder', email: 'intruder@sabaisms.test', password: 'intruder-password-1', roles: ['admin'] },
  });
  expect([401, 403]).toContain(response.status());
  const byAdmin = await request.post('/api/users', {
    headers: await adminAuth(request),
    data: { username: 'chosen', email: 'chosen@sabaisms.test', password: 'chosen-password-1', roles: ['editor'] },
  });
  expect(byAdmin.status()).toBe(403);
});

test('a javascript: URL saved in the CMS is refused', async ({ request }) => {
  const admin = await adminAuth(request);
  const list = await request.get('/api/popups?limit=1&depth=0', { headers: admin });
  const { docs } = (await list.json()) as { docs: Array<{ id: number }> };
  const popup = docs[0];
  expect(popup).toBeDefined();
  for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>']) {
    const response = await request.patch(`/api/popups/${popup!.id}`, { headers: admin, data: { urlRedirect: url } });
    expect(response.status(), url).toBe(400);
  }
});
