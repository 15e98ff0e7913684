/**
 * POST /api/users/login, in place of Payload's own handler (custom endpoints are matched first). It calls
 * Payload's login operation (password check, lockout after MAX_LOGIN_ATTEMPTS, sessions) and adds:
 *  - no account enumeration: an unknown name, a locked account and a wrong password get the same status
 *    and message, and the same work — an unknown or locked account costs a PBKDF2 hash against a dummy
 *    salt with Payload's own parameters (600,000 iterations), as a real check would (Payload returns at
 *    once for those, which told which addresses have accounts);
 *  - the second factor (second-factor/gate.ts): the answers that ask for a code or an enrolment, and
 *    wrong codes counted like wrong passwords (MAX_CODE_FAILURES, then the same lock);
 *  - the audit trail of every sign-in, refused or not, with the client's address.
 */
import { pbkdf2, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

import {
  addDataAndFileToRequest,
  APIError,
  AuthenticationError,
  headersWithCors,
  LockedAuth,
  loginOperation,
  UnverifiedEmail,
  type Payload,
  type PayloadRequest,
} from 'payload';
import { generatePayloadCookie } from 'payload/shared';

import { recordAudit } from '@/cms/collections/audit/record';
import { LOCK_TIME_MS, MAX_CODE_FAILURES } from '@/cms/collections/users/policy';
import {
  GATE_OUTCOME,
  GATE_PASSED,
  GATE_RECOVERY_CODES,
  type GateOutcome,
} from '@/cms/collections/users/second-factor/gate';
import { loadSecondFactor, saveSecondFactor } from '@/cms/collections/users/second-factor/store';
import { staffText } from '@/cms/collections/users/texts';

const pbkdf2Async = promisify(pbkdf2);
const DUMMY_SALT = randomBytes(32).toString('hex');

/** The work of checking a password, for a name with no account (or a locked one): same cost, no answer. */
export async function hashAgainstDummy(password: string): Promise<void> {
  await pbkdf2Async(password, DUMMY_SALT, 600_000, 32, 'sha256');
}

type Account = { id: number; username?: string | null; email?: string | null; lockUntil?: string | null };

/** The account a sign-in name designates, by username or e-mail (Payload's own rule), or null. */
export async function findAccount(payload: Payload, login: string): Promise<Account | null> {
  const name = login.toLowerCase().trim();
  if (!name) return null;
  return (await payload.db.findOne({
    collection: 'users',
    where: { or: [{ username: { equals: name } }, { email: { equals: name } }] },
  })) as Account | null;
}

const isLocked = (account: Account) => Boolean(account.lockUntil && Date.parse(account.lockUntil) > Date.now());

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function answer(req: PayloadRequest, status: number, body: Record<string, unknown>, headers = new Headers()) {
  return Response.json(body, { status, headers: headersWithCors({ headers, req }) });
}

function refused(req: PayloadRequest): Response {
  return answer(req, 401, { errors: [{ message: staffText(req.i18n.language, 'signInFailed') }] });
}

/** A wrong code after a right password: counted; the tenth in a row locks the account like passwords do. */
async function countWrongCode(req: PayloadRequest, account: Account): Promise<boolean> {
  const { failures } = await loadSecondFactor(req.payload, account.id);
  const reached = failures + 1 >= MAX_CODE_FAILURES;
  await saveSecondFactor(
    req.payload,
    account.id,
    reached
      ? { failures: 0, lockUntil: new Date(Date.now() + LOCK_TIME_MS).toISOString() }
      : { failures: failures + 1 },
  );
  if (reached)
    await recordAudit(req.payload, {
      event: 'account-locked',
      account,
      req,
      detail: `${MAX_CODE_FAILURES} wrong codes`,
    });
  return reached;
}

async function secondFactorAnswer(req: PayloadRequest, account: Account, outcome: GateOutcome): Promise<Response> {
  const lang = req.i18n.language;
  switch (outcome.kind) {
    case 'code-required':
      return answer(req, 401, { errors: [{ message: staffText(lang, 'codeRequired') }], secondFactor: 'code' });
    case 'enrol':
      return answer(req, 401, {
        errors: [{ message: staffText(lang, 'enrolRequired') }],
        secondFactor: 'enrol',
        enrolment: outcome.offer,
      });
    case 'enrolment-expired':
      return answer(req, 401, { errors: [{ message: staffText(lang, 'enrolmentExpired') }], secondFactor: 'enrol' });
    case 'wrong-code': {
      const locked = await countWrongCode(req, account);
      await recordAudit(req.payload, { event: 'sign-in-failed', account, req, detail: 'wrong second-factor code' });
      if (locked) return refused(req);
      return answer(req, 401, {
        errors: [{ message: staffText(lang, 'codeWrong') }],
        secondFactor: outcome.enrolling ? 'enrol' : 'code',
      });
    }
  }
}

export async function signInHandler(req: PayloadRequest): Promise<Response> {
  await addDataAndFileToRequest(req);
  const collection = req.payload.collections.users;
  if (!collection) throw new Error('The users collection is missing');
  const login = text(req.data?.username) || text(req.data?.email);
  const password = text(req.data?.password);
  const account = login && password ? await findAccount(req.payload, login) : null;
  if (login && password && (!account || isLocked(account))) {
    await hashAgainstDummy(password);
    await recordAudit(req.payload, {
      event: 'sign-in-failed',
      account,
      accountName: login,
      req,
      detail: account ? 'account locked' : 'no such account',
    });
    return refused(req);
  }
  const depth = Number(req.searchParams.get('depth'));
  try {
    // Missing fields are left to Payload's own validation (400 naming the field).
    const result = await loginOperation({
      collection,
      data: { username: login, email: '', password },
      depth: Number.isInteger(depth) ? depth : undefined,
      req,
    });
    const cookie = generatePayloadCookie({
      collectionAuthConfig: collection.config.auth,
      cookiePrefix: req.payload.config.cookiePrefix,
      token: result.token ?? '',
    });
    const passed = req.context[GATE_PASSED] as string | undefined;
    await recordAudit(req.payload, {
      event: 'sign-in',
      account: result.user as Account,
      req,
      detail: passed && `second factor: ${passed}`,
    });
    if (passed === 'recovery')
      await recordAudit(req.payload, { event: 'recovery-code-used', account: result.user as Account, req });
    if (passed === 'enrolled')
      await recordAudit(req.payload, { event: 'second-factor-enrolled', account: result.user as Account, req });
    const recoveryCodes = req.context[GATE_RECOVERY_CODES];
    return answer(
      req,
      200,
      { message: req.t('authentication:passed'), ...result, ...(recoveryCodes ? { recoveryCodes } : {}) },
      new Headers({ 'Set-Cookie': cookie }),
    );
  } catch (error) {
    const outcome = req.context[GATE_OUTCOME] as GateOutcome | undefined;
    if (outcome && account) return secondFactorAnswer(req, account, outcome);
    if (error instanceof AuthenticationError || error instanceof LockedAuth || error instanceof UnverifiedEmail) {
      await recordAudit(req.payload, {
        event: 'sign-in-failed',
        account,
        accountName: login,
        req,
        detail: 'wrong password',
      });
      return refused(req);
    }
    if (error instanceof APIError) throw error;
    throw new Error('Sign-in failed unexpectedly', { cause: error });
  }
}
