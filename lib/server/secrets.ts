import { createHash, timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a presented secret with the expected one, whatever their lengths. */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
