import nodemailer from 'nodemailer';

/**
 * The SMTP transport of every mail the site sends (contact mail, staff resets and invitations): short
 * timeouts, so a slow server fails fast and the send is retried by its queue, and nothing in a mail is
 * a file or a URL to fetch. Without `server-only`, because the CMS's scripts load the staff mail too.
 */
export function smtpTransporter(url: string, timeoutMs: number) {
  return nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}
