/**
 * The staff mails (password reset, invitation) in the staff member's admin language. Links point at
 * SERVER_URL (the public origin), never at the host a request came in on.
 */
import { INVITATION_DAYS } from '@/cms/collections/users/policy';
import { staffLanguage, staffText, type StaffTextKey } from '@/cms/collections/users/texts';
import { escapeHtml } from '@/lib/format/html';

type Recipient = { username?: string | null; name?: string | null; email?: string | null; language?: string | null };

export function adminUrl(path: string, serverUrl = process.env.SERVER_URL || 'http://localhost:3000'): string {
  return `${serverUrl.replace(/\/+$/, '')}/admin${path}`;
}

export const resetLink = (token: string) => adminUrl(`/reset/${encodeURIComponent(token)}`);

function paragraphs(parts: Array<string | { link: string }>): string {
  return parts
    .map((part) =>
      typeof part === 'string'
        ? `<p>${escapeHtml(part)}</p>`
        : `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.link)}</a></p>`,
    )
    .join('\n');
}

function say(user: Recipient, key: StaffTextKey, vars: Record<string, string | number> = {}) {
  return staffText(staffLanguage(user.language), key, vars);
}

const greeting = (user: Recipient) => say(user, 'resetGreeting', { name: user.name || user.username || '' });

export function resetMail(user: Recipient, token: string): { subject: string; html: string } {
  return {
    subject: say(user, 'resetSubject'),
    html: paragraphs([
      greeting(user),
      say(user, 'resetBody', { username: user.username ?? '' }),
      { link: resetLink(token) },
      say(user, 'resetIgnore'),
      say(user, 'mailSignature'),
    ]),
  };
}

export function invitationMail(
  user: Recipient,
  token: string,
  inviter: string,
  role: string,
): { subject: string; html: string } {
  return {
    subject: say(user, 'inviteSubject'),
    html: paragraphs([
      greeting(user),
      say(user, 'inviteBody', { inviter, role, username: user.username ?? '', days: INVITATION_DAYS }),
      { link: resetLink(token) },
      say(user, 'inviteAfter', { url: adminUrl('/login') }),
      say(user, 'mailSignature'),
    ]),
  };
}
