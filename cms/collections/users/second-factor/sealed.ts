/**
 * Secrets the server keeps or hands out, sealed with AES-256-GCM under a key derived from PAYLOAD_SECRET:
 * the TOTP secret at rest (a copy of the database alone does not give anyone the codes) and the enrolment
 * token given at sign-in (it carries the new secret until the first code proves the app has it, so
 * nothing is written before that). Sealed values are `v1.<iv>.<ciphertext+tag>` in base64url.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

function key(purpose: string): Buffer {
  const secret = process.env.PAYLOAD_SECRET;
  if (!secret) throw new Error('PAYLOAD_SECRET is not set: cannot seal second-factor secrets');
  return Buffer.from(hkdfSync('sha256', secret, 'sabaisms-second-factor', purpose, 32));
}

export function seal(purpose: string, value: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

/** The sealed value, or null when it was not sealed by this server for this purpose (or was altered). */
export function unseal(purpose: string, sealed: unknown): string | null {
  if (typeof sealed !== 'string') return null;
  const [version, iv, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !body) return null;
  try {
    const data = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
