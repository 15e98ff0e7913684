/**
 * Staff accounts for tests, made as staff are: an admin invites (POST /api/staff-invitations), the
 * invitation mail arrives at a real SMTP server, and its link sets the person's own password.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

import { adminAuth, signIn } from './admin-api';
import { TestSmtpServer } from './smtp';

export type Staff = { id: number; username: string; email: string; password: string; auth: Record<string, string> };

/** The token of the first /admin/reset/<token> link in a mail. */
export const resetToken = (text: string) => /\/admin\/reset\/([0-9a-f]+)/.exec(text)?.[1] ?? '';

/**
 * Invites a person with this role and accepts the invitation. Uses `smtp` when the spec runs one, else
 * starts one on the test SMTP port for the time it takes.
 */
export async function invitedStaff(
  request: APIRequestContext,
  role: 'admin' | 'editor' | 'support',
  { smtp, prefix = `e2e-${role}`, name }: { smtp?: TestSmtpServer; prefix?: string; name?: string } = {},
): Promise<Staff> {
  const server = smtp ?? new TestSmtpServer();
  if (!smtp) await server.start();
  try {
    const username = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e4)}`;
    const email = `${username}@sabaisms.test`;
    const invited = await request.post('/api/staff-invitations', {
      headers: await adminAuth(request),
      data: { email, username, name, roles: [role], language: 'en' },
    });
    expect(invited.status(), await invited.text()).toBe(201);
    const mail = await server.waitFor(username, 30_000);
    const password = `${role}-password-long-enough`;
    const reset = await request.post('/api/users/reset-password', { data: { token: resetToken(mail.text), password } });
    expect(reset.status(), await reset.text()).toBe(200);
    const id = await invitedAccountId(invited);
    // Admins sign in with an authenticator, so no token here.
    const auth = role === 'admin' ? {} : (await signIn(request, { username, password })).auth;
    return { id, username, email, password, auth };
  } finally {
    if (!smtp) await server.stop();
  }
}

/** The id of the account an invitation made (its answer has the account populated, or its id). */
export async function invitedAccountId(invited: APIResponse): Promise<number> {
  const account = ((await invited.json()) as { doc: { user: number | { id: number } } }).doc.user;
  return typeof account === 'object' ? account.id : account;
}

/** Removes a test account (as the test admin); the answer, for a test that checks it. */
export async function removeStaff(request: APIRequestContext, staff: Pick<Staff, 'id'>): Promise<APIResponse> {
  return request.delete(`/api/users/${staff.id}`, { headers: await adminAuth(request) });
}
