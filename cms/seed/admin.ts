import type { Payload } from 'payload';

import { saveSecondFactor } from '@/cms/collections/users/second-factor/store';

export type AdminResult = 'created' | 'exists' | 'not-configured';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * The first admin, from ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD — only when all three are
 * set and no user has that username. There is never a default account. Admins need a second factor:
 * without ADMIN_TOTP_SECRET the first admin sets up an authenticator app at the first sign-in; with it
 * (a base32 TOTP secret, e.g. for automated tests or an operator's password manager) the account is
 * created with that authenticator already set up.
 */
export async function ensureAdmin(
  payload: Payload,
  env: Record<string, string | undefined> = process.env,
): Promise<AdminResult> {
  const username = env.ADMIN_USERNAME?.trim();
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (!username || !email || !password) {
    if (username || email || password) {
      payload.logger.warn('Set all of ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin.');
    }
    return 'not-configured';
  }
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    throw new Error(
      `ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters long (got ${password.length}). No admin was created.`,
    );
  }
  const { totalDocs } = await payload.count({ collection: 'users', where: { username: { equals: username } } });
  if (totalDocs > 0) return 'exists';
  const totpSecret = env.ADMIN_TOTP_SECRET?.trim().toUpperCase().replace(/\s+/g, '');
  if (totpSecret && !/^[A-Z2-7]{16,}=*$/.test(totpSecret)) {
    throw new Error('ADMIN_TOTP_SECRET must be a base32 secret of at least 16 characters. No admin was created.');
  }
  const admin = await payload.create({
    collection: 'users',
    data: { username, email, password, roles: ['admin'], name: username },
    context: { disableRevalidate: true },
  });
  if (totpSecret) await saveSecondFactor(payload, admin.id, { secret: totpSecret, recoveryHashes: [] });
  return 'created';
}
