/** The building blocks of the second factor and staff mail, without a database. */
import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';

import { rolesRequiringSecondFactor } from '@/cms/collections/users/policy';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  spendRecoveryCode,
} from '@/cms/collections/users/second-factor/recovery-codes';
import { seal, unseal } from '@/cms/collections/users/second-factor/sealed';
import { newTotpSecret, totpQrCode, totpUri, verifyTotp } from '@/cms/collections/users/second-factor/totp';
import { requestAddress } from '@/cms/collections/audit/record';
import { invitationMail, resetMail } from '@/cms/email/templates';
import { htmlToText } from '@/cms/email/text';
import { splitSender } from '@/lib/contact/mail';

process.env.PAYLOAD_SECRET ||= 'unit-test-secret';

describe('TOTP', () => {
  it('accepts the current code once, and not a replay of the same step', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret });
    const step = await verifyTotp(secret, code);
    expect(step).toEqual(expect.any(Number));
    expect(await verifyTotp(secret, code, step)).toBeNull();
    expect(await verifyTotp(secret, code === '000000' ? '111111' : '000000')).toBeNull();
    expect(await verifyTotp(secret, 'abcdef')).toBeNull();
  });

  it('makes an otpauth URI and a QR code of it', async () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'somchai');
    expect(uri).toMatch(/^otpauth:\/\/totp\/SabaiSMS:somchai\?.*secret=JBSWY3DPEHPK3PXP/);
    const qr = await totpQrCode(uri);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toContain('<svg');
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes, stored as hashes, each usable once, typed loosely', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    expect(codes.every((code) => /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/.test(code))).toBe(true);
    expect(hashes).not.toContain(codes[0]);
    const remaining = spendRecoveryCode(hashes, ` ${codes[3]!.toLowerCase().replace(/-/g, ' ')} `);
    expect(remaining).toHaveLength(9);
    expect(spendRecoveryCode(remaining!, codes[3]!)).toBeNull();
    expect(hashRecoveryCode('ABCD-EFGH-0000')).toBe(hashRecoveryCode('abcdefgh0ooo'));
  });
});

describe('sealed secrets', () => {
  it('open only with the same purpose and untouched', () => {
    const sealed = seal('totp-secret', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(unseal('totp-secret', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(unseal('enrolment', sealed)).toBeNull();
    expect(unseal('totp-secret', `${sealed.slice(0, -2)}AA`)).toBeNull();
    expect(unseal('totp-secret', 'not sealed')).toBeNull();
  });
});

describe('who must use a second factor', () => {
  afterEach(() => {
    delete process.env.SECOND_FACTOR_REQUIRED_ROLES;
  });
  it('admins always; others when the setting names them', () => {
    expect(rolesRequiringSecondFactor({})).toEqual(['admin']);
    expect(rolesRequiringSecondFactor({ SECOND_FACTOR_REQUIRED_ROLES: 'editor, nobody' })).toEqual(['admin', 'editor']);
    expect(rolesRequiringSecondFactor({ SECOND_FACTOR_REQUIRED_ROLES: 'all' })).toEqual(['admin', 'editor', 'support']);
  });
});

describe('staff mail', () => {
  it('is written in the staff member’s language, links to SERVER_URL and has a text part', () => {
    process.env.SERVER_URL = 'https://www.sabaisms.test';
    const th = resetMail({ username: 'somchai', language: 'th' }, 'tok123');
    expect(th.subject).toContain('ตั้งรหัสผ่านใหม่');
    expect(th.html).toContain('https://www.sabaisms.test/admin/reset/tok123');
    const en = invitationMail({ username: 'jane', name: 'Jane <b>', language: 'en' }, 'tok456', 'admin', 'Editor');
    expect(en.subject).toBe('You are invited to the SabaiSMS admin');
    expect(en.html).toContain('Jane &lt;b&gt;');
    const text = htmlToText(en.html);
    expect(text).toContain('https://www.sabaisms.test/admin/reset/tok456');
    expect(text).toContain('Hello Jane <b>,');
    expect(text).not.toMatch(/<p>|&lt;/);
    delete process.env.SERVER_URL;
  });

  it('splits MAIL_FROM into name and address', () => {
    expect(splitSender('SabaiSMS website <no-reply@sabaisms.test>')).toEqual({
      name: 'SabaiSMS website',
      address: 'no-reply@sabaisms.test',
    });
    expect(splitSender('no-reply@sabaisms.test')).toEqual({ name: '', address: 'no-reply@sabaisms.test' });
  });
});

describe('audit address', () => {
  it('takes the entry the trusted proxies wrote, whole', () => {
    const headers = new Headers({ 'x-forwarded-for': '198.51.100.7, 2001:db8::1234, 10.0.0.1' });
    expect(requestAddress(headers, 0)).toBe('10.0.0.1');
    expect(requestAddress(headers, 2)).toBe('2001:db8::1234');
    expect(requestAddress(new Headers(), 1)).toBe('');
  });
});
