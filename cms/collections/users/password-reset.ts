/**
 * POST /api/users/forgot-password and /reset-password, in place of Payload's handlers (which they call):
 *  - forgot: takes a username or an e-mail (`username`, `email` or `login`), and answers the same words
 *    whether an account matches or not; Payload's operation makes the single-use token (RESET_LINK_MS)
 *    and hands the mail to the queueing email adapter (cms/email/staff-mail.ts), so SMTP being down
 *    changes nothing in the answer either. Payload also refuses a second mail within 15 s.
 *  - reset: a token used twice, expired, or belonging to another account than the one named (or signed
 *    in) is refused with a clear, localized message. Payload signs the person in after a reset; we never
 *    keep that session (second-factor/gate.ts drops it): they sign in with the new password, and their
 *    second factor. Every other session of the account ends too (Payload clears them on a reset).
 */
import {
  addDataAndFileToRequest,
  APIError,
  forgotPasswordOperation,
  headersWithCors,
  resetPasswordOperation,
  type PayloadRequest,
} from 'payload';

import { recordAudit } from '@/cms/collections/audit/record';
import { markInvitationAccepted } from '@/cms/collections/users/invitations/accepted';
import { RESET_LINK_MS } from '@/cms/collections/users/policy';
import { PASSWORD_RESET } from '@/cms/collections/users/second-factor/gate';
import { findAccount } from '@/cms/collections/users/sign-in';
import { staffText } from '@/cms/collections/users/texts';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function answer(req: PayloadRequest, status: number, body: Record<string, unknown>) {
  return Response.json(body, { status, headers: headersWithCors({ headers: new Headers(), req }) });
}

function usersCollection(req: PayloadRequest) {
  const collection = req.payload.collections.users;
  if (!collection) throw new Error('The users collection is missing');
  return collection;
}

export async function forgotPasswordHandler(req: PayloadRequest): Promise<Response> {
  await addDataAndFileToRequest(req);
  const login = text(req.data?.username) || text(req.data?.email) || text(req.data?.login);
  const lang = req.i18n.language;
  if (!login) return answer(req, 400, { errors: [{ message: staffText(lang, 'loginRequired'), path: 'username' }] });
  const account = await findAccount(req.payload, login);
  if (account?.email) {
    try {
      const token = await forgotPasswordOperation({
        collection: usersCollection(req),
        data: { email: account.email },
        expiration: RESET_LINK_MS,
        req,
      });
      if (token) await recordAudit(req.payload, { event: 'password-reset-requested', account, req });
    } catch (error) {
      // Logged, never told: the answer must not differ for a known address.
      req.payload.logger.error({ err: new Error('forgot-password failed', { cause: error }) });
    }
  }
  return answer(req, 200, { message: staffText(lang, 'forgotAnswer') });
}

type TokenOwner = {
  id: number;
  username?: string | null;
  email?: string | null;
  resetPasswordExpiration?: string | null;
};

export async function resetPasswordHandler(req: PayloadRequest): Promise<Response> {
  await addDataAndFileToRequest(req);
  const lang = req.i18n.language;
  const token = text(req.data?.token);
  const invalid = () => answer(req, 403, { errors: [{ message: staffText(lang, 'resetTokenInvalid') }] });
  const owner = token
    ? ((await req.payload.db.findOne({
        collection: 'users',
        where: { resetPasswordToken: { equals: token } },
      })) as TokenOwner | null)
    : null;
  if (!owner || !(Date.parse(owner.resetPasswordExpiration ?? '') > Date.now())) return invalid();
  const named = (text(req.data?.username) || text(req.data?.email)).toLowerCase();
  const otherAccount =
    (named && named !== owner.username?.toLowerCase() && named !== owner.email?.toLowerCase()) ||
    (req.user && req.user.id !== owner.id);
  if (otherAccount) return answer(req, 403, { errors: [{ message: staffText(lang, 'resetTokenOtherAccount') }] });

  req.context[PASSWORD_RESET] = true;
  try {
    await resetPasswordOperation({
      collection: usersCollection(req),
      data: { token, password: typeof req.data?.password === 'string' ? req.data.password : '' },
      req,
    });
  } catch (error) {
    // Payload's own "invalid or expired" (a second use racing this one): the same clear message.
    if (error instanceof APIError && error.status === 403) return invalid();
    throw error;
  }
  const accepted = await markInvitationAccepted(req.payload, owner.id);
  await recordAudit(req.payload, {
    event: 'password-reset',
    account: owner,
    req,
    detail: accepted ? 'invitation accepted' : undefined,
  });
  return answer(req, 200, { message: staffText(lang, 'resetDone') });
}
