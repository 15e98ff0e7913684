/**
 * The one description of the test environment: the server started by Playwright and the
 * scripts that prepare its database read the same values.
 */
const port = Number(process.env.E2E_PORT || 3210);

export const testEnv = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  admin: {
    username: process.env.ADMIN_USERNAME || 'e2e-admin',
    email: process.env.ADMIN_EMAIL || 'e2e-admin@sabaisms.test',
    password: process.env.ADMIN_PASSWORD || 'e2e-admin-password-1234',
    /** Admins need a second factor: the test admin is created with this authenticator (cms/seed/admin.ts). */
    totpSecret: process.env.ADMIN_TOTP_SECRET || 'E2EADMINSECRETJBSWY3DPEHPK3PXPAA',
  },
  revalidateSecret: process.env.REVALIDATE_SECRET || 'e2e-revalidate-secret',
  /** The contact form's mail goes to tests/e2e/support/smtp.ts on this port; timings are shortened. */
  contact: {
    smtpPort: Number(process.env.E2E_SMTP_PORT || 2526),
    rateLimit: 5,
    minFillMs: 3000,
    mailFrom: 'SabaiSMS website <no-reply@sabaisms.test>',
  },
  get serverEnv(): Record<string, string> {
    const env: Record<string, string> = {};
    for (const [key, value] of Object.entries(process.env)) if (value !== undefined) env[key] = value;
    return {
      ...env,
      PORT: String(port),
      NODE_ENV: 'production',
      SERVER_URL: process.env.SERVER_URL || `http://127.0.0.1:${port}`,
      DATABASE_URI: process.env.DATABASE_URI || 'file:./data/test.db',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-payload-secret-not-for-production',
      REVALIDATE_SECRET: testEnv.revalidateSecret,
      SMTP_URL: `smtp://127.0.0.1:${testEnv.contact.smtpPort}`,
      MAIL_FROM: testEnv.contact.mailFrom,
      CONTACT_RATE_LIMIT: String(testEnv.contact.rateLimit),
      CONTACT_MIN_FILL_MS: String(testEnv.contact.minFillMs),
      CONTACT_RETRY_INTERVAL_MS: '1000',
      CONTACT_RETRY_BASE_MS: '1000',
      CONTACT_SMTP_TIMEOUT_MS: '3000',
      // Each test sends its own X-Forwarded-For, so rate-limit buckets do not leak between tests.
      TRUST_PROXY: '1',
    };
  },
};
