/**
 * The second factor at sign-in, as Payload's `beforeLogin` hook: it runs after the password was checked
 * and before the session is made, inside the login's transaction. When it throws, Payload revokes the
 * session it was about to issue and rolls the login back: a password alone never yields a session of an
 * account that has (or must have) a second factor. What it decided is left in `req.context` for the
 * sign-in endpoint (sign-in.ts), which answers and counts wrong codes once the transaction is over.
 *
 * The client sends the code with the username and password again (`code`, and `enrolment` when it is
 * setting up its first authenticator): the server keeps no half-signed-in state at all.
 */
import { APIError, type CollectionBeforeLoginHook, type PayloadRequest } from 'payload';

import { secondFactorRequired } from '@/cms/collections/users/policy';

import { checkCode, confirmEnrolment, enrolmentOffer, openEnrolment, type EnrolmentOffer } from './codes';
import { endSessions, loadSecondFactor, saveSecondFactor } from './store';

export type GateOutcome =
  | { kind: 'code-required' }
  | { kind: 'enrol'; offer: EnrolmentOffer }
  | { kind: 'wrong-code'; enrolling: boolean }
  | { kind: 'enrolment-expired' };

/** Set by the gate when it stopped a sign-in. */
export const GATE_OUTCOME = 'secondFactorOutcome';
/** Set by the gate on success: how the second factor was passed (audit). */
export const GATE_PASSED = 'secondFactorPassed';
/** Set by the gate after a first enrolment: the recovery codes to show once. */
export const GATE_RECOVERY_CODES = 'secondFactorRecoveryCodes';
/** Set by the reset-password endpoint: Payload signs the user in after a reset; we never keep that session. */
export const PASSWORD_RESET = 'passwordResetInProgress';

function stop(req: PayloadRequest, outcome: GateOutcome): never {
  req.context[GATE_OUTCOME] = outcome;
  throw new APIError('Second factor needed', 401, undefined, true);
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const secondFactorGate: CollectionBeforeLoginHook = async ({ req, user }) => {
  const { payload } = req;
  if (req.context[PASSWORD_RESET]) {
    // Payload's reset adds a session right before this hook: drop it (the person signs in, code and all).
    await endSessions(payload, user.id, req);
    return { ...user, sessions: [] };
  }
  const state = await loadSecondFactor(payload, user.id, req);
  const code = text(req.data?.code);
  if (state.secret) {
    if (!code) stop(req, { kind: 'code-required' });
    const check = await checkCode(state, code);
    if (!check) stop(req, { kind: 'wrong-code', enrolling: false });
    await saveSecondFactor(
      payload,
      user.id,
      check.kind === 'totp' ? { lastStep: check.step, failures: 0 } : { recoveryHashes: check.remaining, failures: 0 },
      req,
    );
    req.context[GATE_PASSED] = check.kind;
    return user;
  }
  if (!secondFactorRequired(user)) return user;
  const enrolment = req.data?.enrolment;
  if (!enrolment)
    stop(req, { kind: 'enrol', offer: await enrolmentOffer(user.id, String(user.username ?? user.email)) });
  const secret = openEnrolment(enrolment, user.id);
  if (!secret) stop(req, { kind: 'enrolment-expired' });
  const confirmed = code ? await confirmEnrolment(secret, code) : null;
  if (!confirmed) stop(req, { kind: 'wrong-code', enrolling: true });
  await saveSecondFactor(
    payload,
    user.id,
    { secret, lastStep: confirmed.step, failures: 0, recoveryHashes: confirmed.hashes },
    req,
  );
  req.context[GATE_PASSED] = 'enrolled';
  req.context[GATE_RECOVERY_CODES] = confirmed.codes;
  return user;
};
