/**
 * Settings of the contact form and its mail delivery, from the environment (documented in .env.example).
 * Read once per process: the values cannot change while a server runs.
 */
export type ContactSettings = {
  /** Submissions per client address per window (CONTACT_RATE_LIMIT, default 5). */
  rateLimit: number;
  /** Sliding window of the rate limit in ms (CONTACT_RATE_WINDOW_MS, default 60 000). */
  rateWindowMs: number;
  /** A form sent sooner than this after it appeared is stored flagged for review (CONTACT_MIN_FILL_MS, default 3000). */
  minFillMs: number;
  /** Reverse proxies in front of the app that append to X-Forwarded-For (TRUST_PROXY, default 0). */
  trustProxyHops: number;
  /** How often the retry job looks for due deliveries (CONTACT_RETRY_INTERVAL_MS, default 30 000). */
  retryIntervalMs: number;
  /** First retry delay; each next one is 4× longer, capped at 6 h (CONTACT_RETRY_BASE_MS, default 30 000). */
  retryBaseMs: number;
  /** Delivery attempts before a submission is failed for good (CONTACT_MAX_ATTEMPTS, default 10). */
  maxAttempts: number;
  /** A delivery claimed longer ago than this was abandoned (process gone) and is retried (CONTACT_STALE_CLAIM_MS, 600 000). */
  staleClaimMs: number;
  /** SMTP connection, greeting and socket timeout, and the admin API's timeout (CONTACT_SMTP_TIMEOUT_MS, 10 000). */
  sendTimeoutMs: number;
  smtpUrl: string;
  adminApiUrl: string;
  adminApiToken: string;
  /** Sender of contact mail (MAIL_FROM). */
  mailFrom: string;
  /** Leads older than this many months are anonymised (LEAD_RETENTION_MONTHS, default 24). */
  leadRetentionMonths: number;
};

/**
 * A claim older than this is presumed abandoned (its process stopped mid-send; well past any send timeout)
 * and may be taken again by any instance: the default of CONTACT_STALE_CLAIM_MS.
 */
export const STALE_CLAIM_MS = 10 * 60 * 1000;

/** An integer setting from the environment: `fallback` when unset, or (with a warning) when not an integer ≥ `min`. */
export function positiveInt(name: string, fallback: number, min = 0): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.warn(`[settings] ${name}=${raw} is not an integer ≥ ${min}; using ${fallback}`);
    return fallback;
  }
  return value;
}

function hops(raw: string | undefined): number {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === 'true' || value === 'yes') return 1;
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
}

function defaultSender(): string {
  try {
    return `no-reply@${new URL(process.env.SERVER_URL || 'http://localhost').hostname}`;
  } catch {
    return 'no-reply@localhost';
  }
}

export function readContactSettings(): ContactSettings {
  return {
    rateLimit: positiveInt('CONTACT_RATE_LIMIT', 5, 1),
    rateWindowMs: positiveInt('CONTACT_RATE_WINDOW_MS', 60_000, 1000),
    minFillMs: positiveInt('CONTACT_MIN_FILL_MS', 3000),
    trustProxyHops: hops(process.env.TRUST_PROXY),
    retryIntervalMs: positiveInt('CONTACT_RETRY_INTERVAL_MS', 30_000, 200),
    retryBaseMs: positiveInt('CONTACT_RETRY_BASE_MS', 30_000, 100),
    maxAttempts: positiveInt('CONTACT_MAX_ATTEMPTS', 10, 1),
    sendTimeoutMs: positiveInt('CONTACT_SMTP_TIMEOUT_MS', 10_000, 500),
    staleClaimMs: positiveInt('CONTACT_STALE_CLAIM_MS', STALE_CLAIM_MS, 1000),
    smtpUrl: process.env.SMTP_URL?.trim() || '',
    adminApiUrl: (process.env.ADMIN_API_URL?.trim() || '').replace(/\/+$/, ''),
    adminApiToken: process.env.ADMIN_API_TOKEN?.trim() || '',
    mailFrom: process.env.MAIL_FROM?.replace(/[\r\n]+/g, ' ').trim() || defaultSender(),
    leadRetentionMonths: positiveInt('LEAD_RETENTION_MONTHS', 24, 1),
  };
}

let cached: ContactSettings | undefined;
export function contactSettings(): ContactSettings {
  return (cached ??= readContactSettings());
}

/** Delay before retry number `attempts` (1 = after the first failure): base, 4×, 16×, … at most 6 hours. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 4 ** Math.max(0, attempts - 1), 6 * 60 * 60 * 1000);
}
