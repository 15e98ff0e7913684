/**
 * The second factor of a signed-in account (the account screen's panel, SecondFactorPanel.tsx):
 *   POST /api/users/second-factor/setup           → an enrolment offer (QR code, secret, token)
 *   POST /api/users/second-factor/confirm         { enrolment, code } → on, with ten recovery codes
 *   POST /api/users/second-factor/recovery-codes  → ten new recovery codes (the old ones stop working)
 *   POST /api/users/second-factor/disable         → off (only where the role does not require it)
 *   POST /api/users/:id/second-factor/reset       → an admin removes another person's second factor
 *                                                   (lost phone and codes); their sessions end, and at
 *                                                   the next sign-in they enrol again
 * Sessions exist only after the second factor was passed at sign-in (gate.ts), so a session is enough.
 */
import { addDataAndFileToRequest, headersWithCors, type Endpoint, type PayloadRequest } from 'payload';

import { hasRole } from '@/cms/access';
import { recordAudit } from '@/cms/collections/audit/record';
import { secondFactorRequired } from '@/cms/collections/users/policy';
import { staffText, type StaffTextKey } from '@/cms/collections/users/texts';

import { confirmEnrolment, enrolmentOffer, openEnrolment } from './codes';
import { newRecoveryCodes } from './recovery-codes';
import { endSessions, loadSecondFactor, saveSecondFactor } from './store';

type Staff = { id: number; username?: string | null; email?: string | null; roles?: string[] | null };

function answer(req: PayloadRequest, status: number, body: Record<string, unknown>) {
  return Response.json(body, { status, headers: headersWithCors({ headers: new Headers(), req }) });
}
const refuse = (req: PayloadRequest, status: number, key: StaffTextKey) =>
  answer(req, status, { errors: [{ message: staffText(req.i18n.language, key) }] });

function signedIn(req: PayloadRequest): Staff | null {
  return req.user && req.user.collection === 'users' ? (req.user as unknown as Staff) : null;
}

const setup: Endpoint = {
  path: '/second-factor/setup',
  method: 'post',
  handler: async (req) => {
    const user = signedIn(req);
    if (!user) return refuse(req, 401, 'signInRequired');
    return answer(req, 200, { enrolment: await enrolmentOffer(user.id, String(user.username ?? user.email)) });
  },
};

const confirm: Endpoint = {
  path: '/second-factor/confirm',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req);
    const user = signedIn(req);
    if (!user) return refuse(req, 401, 'signInRequired');
    const secret = openEnrolment(req.data?.enrolment, user.id);
    if (!secret) return refuse(req, 400, 'enrolmentExpired');
    const confirmed = await confirmEnrolment(secret, String(req.data?.code ?? ''));
    if (!confirmed) return refuse(req, 400, 'codeWrong');
    await saveSecondFactor(req.payload, user.id, {
      secret,
      lastStep: confirmed.step,
      failures: 0,
      recoveryHashes: confirmed.hashes,
    });
    await recordAudit(req.payload, { event: 'second-factor-enrolled', account: user, req });
    return answer(req, 200, { recoveryCodes: confirmed.codes });
  },
};

const renewCodes: Endpoint = {
  path: '/second-factor/recovery-codes',
  method: 'post',
  handler: async (req) => {
    const user = signedIn(req);
    if (!user) return refuse(req, 401, 'signInRequired');
    if (!(await loadSecondFactor(req.payload, user.id)).secret) return refuse(req, 400, 'notEnrolled');
    const { codes, hashes } = newRecoveryCodes();
    await saveSecondFactor(req.payload, user.id, { recoveryHashes: hashes });
    await recordAudit(req.payload, { event: 'recovery-codes-renewed', account: user, req });
    return answer(req, 200, { recoveryCodes: codes });
  },
};

const disable: Endpoint = {
  path: '/second-factor/disable',
  method: 'post',
  handler: async (req) => {
    const user = signedIn(req);
    if (!user) return refuse(req, 401, 'signInRequired');
    if (secondFactorRequired(user)) return refuse(req, 403, 'secondFactorRequiredByRole');
    await saveSecondFactor(req.payload, user.id, { secret: null, lastStep: null, recoveryHashes: null, failures: 0 });
    await recordAudit(req.payload, { event: 'second-factor-removed', account: user, req });
    return answer(req, 200, { ok: true });
  },
};

const resetForAnother: Endpoint = {
  path: '/:id/second-factor/reset',
  method: 'post',
  handler: async (req) => {
    const admin = signedIn(req);
    if (!admin) return refuse(req, 401, 'signInRequired');
    if (!hasRole(admin, 'admin')) return refuse(req, 403, 'adminsOnly');
    const id = Number(req.routeParams?.id);
    const target = Number.isInteger(id)
      ? ((await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } } })) as Staff | null)
      : null;
    if (!target) return answer(req, 404, { errors: [{ message: req.t('general:notFound') }] });
    await saveSecondFactor(req.payload, target.id, {
      secret: null,
      lastStep: null,
      recoveryHashes: null,
      failures: 0,
    });
    // Signed out everywhere: the next sign-in asks for a new enrolment where the role requires one.
    await endSessions(req.payload, target.id);
    await recordAudit(req.payload, { event: 'second-factor-reset', account: target, actor: admin, req });
    return answer(req, 200, { ok: true });
  },
};

export const secondFactorEndpoints: Endpoint[] = [setup, confirm, renewCodes, disable, resetForAnother];
