/**
 * Checking a code against an account's second factor, and the enrolment offer shown at sign-in. Both the
 * sign-in (gate.ts) and the account's own endpoints (endpoints.ts) use these.
 */
import { ENROLMENT_MS } from '@/cms/collections/users/policy';

import { newRecoveryCodes, spendRecoveryCode } from './recovery-codes';
import { seal, unseal } from './sealed';
import type { SecondFactorState } from './store';
import { looksLikeTotp, newTotpSecret, totpQrCode, totpUri, verifyTotp } from './totp';

export type CodeCheck = { kind: 'totp'; step: number } | { kind: 'recovery'; remaining: string[] } | null;

export async function checkCode(state: SecondFactorState, code: string): Promise<CodeCheck> {
  if (!state.secret) return null;
  const trimmed = code.trim();
  if (looksLikeTotp(trimmed)) {
    const step = await verifyTotp(state.secret, trimmed, state.lastStep);
    return step === null ? null : { kind: 'totp', step };
  }
  const remaining = spendRecoveryCode(state.recoveryHashes, trimmed);
  return remaining ? { kind: 'recovery', remaining } : null;
}

/** What the admin shows to enrol: a QR code, the secret to type by hand, and the token to send back. */
export type EnrolmentOffer = { token: string; secret: string; uri: string; qrCode: string; expiresAt: string };

const ENROLMENT_PURPOSE = 'enrolment';

export async function enrolmentOffer(userId: number | string, account: string): Promise<EnrolmentOffer> {
  const secret = newTotpSecret();
  const expiresAt = new Date(Date.now() + ENROLMENT_MS).toISOString();
  const uri = totpUri(secret, account);
  const token = seal(ENROLMENT_PURPOSE, JSON.stringify({ userId: String(userId), secret, expiresAt }));
  return { token, secret, uri, qrCode: await totpQrCode(uri), expiresAt };
}

/** The secret of an enrolment token issued to this account and not expired, or null. */
export function openEnrolment(token: unknown, userId: number | string): string | null {
  const opened = unseal(ENROLMENT_PURPOSE, token);
  if (!opened) return null;
  try {
    const { userId: owner, secret, expiresAt } = JSON.parse(opened) as Record<string, string>;
    if (owner !== String(userId) || !secret || !(Date.parse(expiresAt ?? '') > Date.now())) return null;
    return secret;
  } catch {
    return null;
  }
}

/** A confirmed enrolment: the step of its first code (so it cannot be replayed) and fresh recovery codes. */
export async function confirmEnrolment(secret: string, code: string) {
  const step = await verifyTotp(secret, code.trim());
  if (step === null) return null;
  return { step, ...newRecoveryCodes() };
}
