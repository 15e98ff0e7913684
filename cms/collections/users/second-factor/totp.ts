/**
 * TOTP (RFC 6238) with otplib: 6 digits, 30-second steps, SHA-1 (what every authenticator app supports).
 * A code is accepted for one step either side of now (clock drift) and only once: the step it matched is
 * stored, and a later sign-in must match a later step (RFC 6238 §5.2, no replay).
 */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const ISSUER = 'SabaiSMS';
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, account: string): string {
  return generateURI({ issuer: ISSUER, label: account, secret, period: PERIOD_SECONDS, digits: 6 });
}

/** The QR code of the enrolment URI, as an SVG data URL the admin shows in an <img>. */
export async function totpQrCode(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code);
}

/** The time step the code matched, or null (wrong, or not later than `afterStep`). */
export async function verifyTotp(secret: string, code: string, afterStep?: number | null): Promise<number | null> {
  if (!looksLikeTotp(code)) return null;
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    ...(typeof afterStep === 'number' ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
