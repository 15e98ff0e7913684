import 'server-only';

import axios from 'axios';

import type { ContactMail } from '@/lib/contact/mail';
import { smtpTransporter } from '@/lib/contact/smtp';
import type { ContactSettings } from '@/lib/contact/settings';

/**
 * How contact mail leaves the app:
 *  - SMTP_URL set: nodemailer over SMTP, with short timeouts so a slow server fails fast and is retried;
 *  - else ADMIN_API_URL set: POST {ADMIN_API_URL}/mail/send with the legacy body { to, subject, text, html }
 *    (ADMIN_API_TOKEN → Authorization: Bearer), the lead's Message-ID as its Idempotency-Key header, so an API
 *    that honours it keeps one mail when a lead is sent twice (lib/contact/mail.ts leadMessageId); any 2xx is
 *    a delivery;
 *  - else none: submissions stay stored as pending until a transport is configured.
 */
export type MailTransport = { name: 'smtp' | 'admin-api'; send(mail: ContactMail): Promise<void> };

function smtpTransport(settings: ContactSettings): MailTransport {
  const transporter = smtpTransporter(settings.smtpUrl, settings.sendTimeoutMs);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail(mail);
    },
  };
}

function adminApiTransport(settings: ContactSettings): MailTransport {
  const ownOrigin = originOf(process.env.SERVER_URL);
  return {
    name: 'admin-api',
    async send({ to, subject, text, html, messageId }) {
      // The app serves POST /mail/send itself: pointing ADMIN_API_URL at it would loop forever.
      if (ownOrigin && originOf(settings.adminApiUrl) === ownOrigin) {
        throw new Error('ADMIN_API_URL points at this site itself; set it to the separate admin API host');
      }
      await axios.post(
        `${settings.adminApiUrl}/mail/send`,
        { to, subject, text, html },
        {
          timeout: settings.sendTimeoutMs,
          headers: {
            Accept: 'application/json, text/plain, */*',
            'Idempotency-Key': messageId,
            ...(settings.adminApiToken ? { Authorization: `Bearer ${settings.adminApiToken}` } : {}),
          },
        },
      );
    },
  };
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

export function createTransport(settings: ContactSettings): MailTransport | null {
  if (settings.smtpUrl) return smtpTransport(settings);
  if (settings.adminApiUrl) return adminApiTransport(settings);
  return null;
}
