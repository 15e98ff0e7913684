/**
 * Ten single-use recovery codes, for a lost phone: 12 characters of Crockford base32 (60 random bits)
 * shown as `XXXX-XXXX-XXXX`, stored only as SHA-256 hashes (random codes of that length need no slow
 * hash) and removed from the account when used.
 */
import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** The stored hashes without the one this code matches, or null when it matches none. */
export function spendRecoveryCode(hashes: string[], code: string): string[] | null {
  if (normalizeRecoveryCode(code).length !== 12) return null;
  const hash = hashRecoveryCode(code);
  return hashes.includes(hash) ? hashes.filter((stored) => stored !== hash) : null;
}
