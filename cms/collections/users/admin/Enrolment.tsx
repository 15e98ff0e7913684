'use client';
import { word } from './words';

/** The QR code of a new authenticator, and its key for typing by hand. */
export function Enrolment({ qrCode, secret, language }: { qrCode: string; secret: string; language: string }) {
  return (
    <div className="enrolment" style={{ marginBottom: 'var(--base)' }}>
      {/* A data URL made by the server (qrcode); next/image has nothing to optimize here. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src={qrCode} alt={word(language, 'qrAlt')} width={200} height={200} style={{ background: '#fff' }} />
      <p>
        {word(language, 'manualKey')} <code data-testid="totp-secret">{secret}</code>
      </p>
    </div>
  );
}
