/**
 * Reads and writes the second-factor columns of an account directly through the database adapter:
 * they are hidden from every API, and these writes must not run the collection's hooks (audit, policy).
 */
import type { Payload, PayloadRequest } from 'payload';

import { seal, unseal } from './sealed';

export type SecondFactorState = {
  /** The TOTP secret (unsealed), or null when no second factor is set up. */
  secret: string | null;
  enabledAt: string | null;
  lastStep: number | null;
  failures: number;
  recoveryHashes: string[];
};

type Row = {
  secondFactorSecret?: string | null;
  secondFactorEnabledAt?: string | null;
  secondFactorLastStep?: number | null;
  secondFactorFailures?: number | null;
  recoveryCodeHashes?: unknown;
};

export const SECRET_PURPOSE = 'totp-secret';

export async function loadSecondFactor(
  payload: Payload,
  id: number | string,
  req?: PayloadRequest,
): Promise<SecondFactorState> {
  const row = (await payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })) as Row | null;
  const secret = row?.secondFactorEnabledAt ? unseal(SECRET_PURPOSE, row.secondFactorSecret) : null;
  return {
    secret,
    enabledAt: secret ? (row?.secondFactorEnabledAt ?? null) : null,
    lastStep: row?.secondFactorLastStep ?? null,
    failures: row?.secondFactorFailures ?? 0,
    recoveryHashes: Array.isArray(row?.recoveryCodeHashes) ? (row.recoveryCodeHashes as string[]) : [],
  };
}

type Change = {
  secret?: string | null;
  lastStep?: number | null;
  failures?: number;
  recoveryHashes?: string[] | null;
  lockUntil?: string | null;
};

export async function saveSecondFactor(
  payload: Payload,
  id: number | string,
  change: Change,
  req?: PayloadRequest,
): Promise<void> {
  const data: Record<string, unknown> = {};
  if (change.secret !== undefined) {
    data.secondFactorSecret = change.secret ? seal(SECRET_PURPOSE, change.secret) : null;
    data.secondFactorEnabledAt = change.secret ? new Date().toISOString() : null;
  }
  if (change.lastStep !== undefined) data.secondFactorLastStep = change.lastStep;
  if (change.failures !== undefined) data.secondFactorFailures = change.failures;
  if (change.recoveryHashes !== undefined) data.recoveryCodeHashes = change.recoveryHashes;
  if (change.lockUntil !== undefined) data.lockUntil = change.lockUntil;
  await payload.db.updateOne({ collection: 'users', id, data, req, returning: false });
}

/**
 * Ends every session of an account (its tokens stop working at once). Sessions are rows of an array
 * field: like Payload's own revokeSession, the whole account is written back, with no sessions.
 */
export async function endSessions(payload: Payload, id: number | string, req?: PayloadRequest): Promise<void> {
  const row = await payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req });
  if (!row) return;
  await payload.db.updateOne({ collection: 'users', id, data: { ...row, sessions: [] }, req, returning: false });
}
