import { expect, test } from '@playwright/test';

import { adminAuth } from './support/admin-api';
import { testEnv } from './support/env';

test('the admin session cookie is Secure, HttpOnly and SameSite in production', async ({ request }) => {
  const response = await request.post('/api/users/login', {
    data: { username: testEnv.admin.username, password: testEnv.admin.password },
  });
  expect(response.status()).toBe(200);
  const cookie = response
    .headersArray()
    .find((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith('payload-token='));
  expect(cookie?.value).toMatch(/;\s*Secure/i);
  expect(cookie?.value).toMatch(/;\s*HttpOnly/i);
  expect(cookie?.value).toMatch(/;\s*SameSite=Lax/i);
});

test('an account locks after repeated wrong passwords', async ({ request }) => {
  const admin = await adminAuth(request);
  const username = `e2e-lock-${Date.now()}`;
  const password = 'the-right-password-123';
  const created = await request.post('/api/users', {
    headers: admin,
    data: { username, email: `${username}@sabaisms.test`, password, roles: ['editor'] },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await request.post('/api/users/login', { data: { username, password: 'wrong-password-123' } });
      expect(wrong.status()).toBe(401);
    }
    const right = await request.post('/api/users/login', { data: { username, password } });
    expect(right.status()).toBe(401);
    expect(await right.text()).not.toContain('"token"');
  } finally {
    await request.delete(`/api/users/${doc.id}`, { headers: admin });
  }
});

test('a password shorter than 12 characters is refused', async ({ request }) => {
  const admin = await adminAuth(request);
  const response = await request.post('/api/users', {
    headers: admin,
    data: {
      username: `e2e-short-${Date.now()}`,
      email: 'short@sabaisms.test',
      password: 'short-pass1',
      roles: ['editor'],
    },
  });
  expect(response.status()).toBe(400);
});

test('nobody can register a first user from outside', async ({ request }) => {
  const response = await request.post('/api/users/first-register', {
    data: { username: 'intruder', email: 'intruder@sabaisms.test', password: 'intruder-password-1', roles: ['admin'] },
  });
  expect([401, 403]).toContain(response.status());
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
