import { defaultLocale, isLocale, localePrefixes, type Locale } from '@/i18n/locales';
import { SERVICE_KEYS } from '@/lib/contact/fields';
import en from '@/messages/en/contact.json';
import th from '@/messages/th/contact.json';
import vi from '@/messages/vi/contact.json';
import zhCN from '@/messages/zh-CN/contact.json';
import zhTW from '@/messages/zh-TW/contact.json';

/** Reading the body of the legacy `POST /mail/send` (app/mail/send/route.ts). */
export type MailSendBody = Record<string, unknown>;

/** Far above any valid submission (a 2,000-character Thai message is ~18 KB of JSON), far below a flood. */
const MAX_BODY_BYTES = 256 * 1024;

/** The JSON object of a request, read no further than MAX_BODY_BYTES (a flood of bytes is never buffered). */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; value: MailSendBody } | { ok: false; reason: 'malformed' | 'too-large' }> {
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) return { ok: false, reason: 'too-large' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (;;) {
    const next = reader ? await reader.read() : { done: true as const, value: undefined };
    if (next.done) break;
    size += next.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader?.cancel();
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(next.value);
  }
  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks)));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, reason: 'malformed' };
    return { ok: true, value: value as MailSendBody };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/** The `to` of a legacy body, trimmed; null when absent or empty. Any non-string `to` is a foreign one. */
export function recipientOf(body: MailSendBody): string | null {
  const to = body.to;
  if (to === undefined || to === null || to === '') return null;
  return typeof to === 'string' ? to.trim() : JSON.stringify(to);
}

const serviceLabels = [en, th, zhCN, zhTW, vi].map((file) => file.Contact.services);

/** A legacy service value (a key, or its label in any language) → its key; anything else is left to fail. */
export function serviceKeyOf(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  for (const labels of serviceLabels)
    for (const key of SERVICE_KEYS) if (key.toLowerCase() === text || labels[key].toLowerCase() === text) return key;
  return value;
}

/** The form's fields from a legacy body: numbers as phone numbers, service labels as keys. */
export function legacyFields(body: MailSendBody) {
  const { name, email, phone, service, message } = body;
  return {
    name,
    email,
    phone: typeof phone === 'number' ? String(phone) : phone,
    service: serviceKeyOf(service),
    message,
  };
}

/** The answer's language: `locale` of the body (code or URL prefix), `?locale=`, Accept-Language, else Thai. */
export function mailSendLocale(request: Request, bodyLocale?: unknown): Locale {
  const prefixes = Object.entries(localePrefixes) as Array<[Locale, string]>;
  const pick = (value: unknown): Locale | null => {
    if (typeof value !== 'string') return null;
    if (isLocale(value)) return value;
    return prefixes.find(([, prefix]) => prefix === `/${value.toLowerCase()}`)?.[0] ?? null;
  };
  const fromBody = pick(bodyLocale) ?? pick(new URL(request.url).searchParams.get('locale'));
  if (fromBody) return fromBody;
  for (const part of (request.headers.get('accept-language') ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-hant') return 'zh-TW';
    if (tag.startsWith('zh')) return 'zh-CN';
    const base = tag.split('-')[0];
    if (base === 'th' || base === 'en' || base === 'vi') return base;
  }
  return defaultLocale;
}
