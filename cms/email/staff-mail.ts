/**
 * Mail from the CMS (password resets, invitations) through the same SMTP server and sender as the leads
 * (SMTP_URL, MAIL_FROM, CONTACT_SMTP_TIMEOUT_MS; lib/contact/settings.ts), with Payload's nodemailer
 * adapter. Payload is given a queueing adapter: `sendEmail` only puts the mail on Payload's job queue
 * (queue `staff-mail`), so the request that asked for it answers at once and the same way whether SMTP
 * is up or not; the `staff-mail` task sends it, and a failed send is retried with backoff (the lead
 * outbox's base delay and attempts, CONTACT_RETRY_BASE_MS / CONTACT_MAX_ATTEMPTS) by the server's job
 * runner (cms/jobs/runner.ts), so the mail goes out when SMTP is back. Each mail is queued once and
 * claimed by one runner (cms/jobs/atomic-claim.ts).
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer';
import type { EmailAdapter, Payload, SendEmailOptions, TaskConfig } from 'payload';

import { splitSender, stableMessageId } from '@/lib/contact/mail';
import { contactSettings } from '@/lib/contact/settings';
import { smtpTransporter } from '@/lib/contact/smtp';

import { htmlToText } from './text';

export const STAFF_MAIL_QUEUE = 'staff-mail';
const TASK = 'staff-mail';

type StaffMail = { to: string; subject: string; html: string; text: string };

type Sender = ReturnType<Awaited<ReturnType<typeof nodemailerAdapter>>>;
let sender: Promise<Sender | null> | undefined;

/** The nodemailer adapter on SMTP_URL, made once per process; null without SMTP_URL. */
function smtpSender(payload: Payload): Promise<Sender | null> {
  sender ??= (async () => {
    const settings = contactSettings();
    if (!settings.smtpUrl) return null;
    const from = splitSender(settings.mailFrom);
    const adapter = await nodemailerAdapter({
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      // Checked on each send; a server that is down at start must not delay the start.
      skipVerify: true,
      transport: smtpTransporter(settings.smtpUrl, settings.sendTimeoutMs),
    });
    return adapter({ payload });
  })();
  return sender;
}

async function send(payload: Payload, mail: StaffMail, messageId: string): Promise<void> {
  const smtp = await smtpSender(payload);
  if (!smtp) {
    if (process.env.NODE_ENV === 'production') throw new Error('SMTP_URL is not set: staff mail cannot be sent');
    // Development without SMTP: the mail (with its link) goes to the log, as Payload's default does.
    payload.logger.info(`[staff-mail] SMTP_URL is not set; mail to ${mail.to}: ${mail.subject}\n${mail.text}`);
    return;
  }
  await smtp.sendEmail({ from: contactSettings().mailFrom, messageId, ...mail });
}

export function staffMailMessageId(job: { id: string | number; createdAt: string }, from: string): string {
  return stableMessageId('staff', job.id, job.createdAt, from);
}

/** Runs the staff-mail queue now (after a mail was queued): the periodic runner only retries. */
function runSoon(payload: Payload): void {
  setTimeout(() => {
    payload.jobs.run({ queue: STAFF_MAIL_QUEUE, limit: 10 }).catch((error: unknown) => {
      payload.logger.error({ err: new Error('staff mail run failed; the job runner retries', { cause: error }) });
    });
  }, 250).unref();
}

export function staffMailTask(): TaskConfig {
  const { retryBaseMs, maxAttempts } = contactSettings();
  return {
    slug: TASK,
    inputSchema: [
      { name: 'to', type: 'text', required: true },
      { name: 'subject', type: 'text', required: true },
      { name: 'html', type: 'textarea', required: true },
      { name: 'text', type: 'textarea', required: true },
    ],
    retries: { attempts: maxAttempts, backoff: { type: 'exponential', delay: retryBaseMs } },
    // Every attempt of one job sends the same Message-ID: a runner stopped after the mail server took the
    // mail but before the job was marked done leaves the job to be run again, and the mailbox keeps one.
    handler: async ({ input, job, req }) => {
      await send(req.payload, input as StaffMail, staffMailMessageId(job, contactSettings().mailFrom));
      return { output: {} };
    },
  };
}

/** The email adapter Payload is configured with: queue, then send from the job. */
export function staffEmailAdapter(): EmailAdapter {
  const from = splitSender(contactSettings().mailFrom);
  return ({ payload }) => ({
    name: 'staff-mail-queue',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    async sendEmail(message: SendEmailOptions) {
      const to = Array.isArray(message.to) ? message.to.join(', ') : String(message.to ?? '');
      const html = String(message.html ?? '');
      const mail: StaffMail = {
        to,
        subject: String(message.subject ?? ''),
        html,
        text: message.text ? String(message.text) : htmlToText(html),
      };
      // Outside the caller's transaction: the mail is queued even if the request is slow to finish.
      await payload.jobs.queue({ task: TASK, queue: STAFF_MAIL_QUEUE, input: mail });
      runSoon(payload);
    },
  });
}
