import { describe, expect, it } from 'vitest';

import { legacyFields, mailSendLocale, readJsonBody, recipientOf } from '@/lib/contact/legacy-body';

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request('http://127.0.0.1/mail/send', { method: 'POST', body, headers });

describe('legacy POST /mail/send body', () => {
  it('reads a JSON object and refuses anything else', async () => {
    expect(await readJsonBody(post('{"name":"สมชาย"}'))).toEqual({ ok: true, value: { name: 'สมชาย' } });
    for (const body of ['{"name":', '[1]', 'null', '"text"', '', '\u00ff'])
      expect(await readJsonBody(post(body)), body).toEqual({ ok: false, reason: 'malformed' });
  });

  it('stops reading past 256 KB', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(300 * 1024) });
    expect(await readJsonBody(post(big))).toEqual({ ok: false, reason: 'too-large' });
    const stream = new ReadableStream({
      pull(controller) {
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const endless = new Request('http://127.0.0.1/mail/send', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await readJsonBody(endless)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('finds the requested recipient, if any', () => {
    expect(recipientOf({})).toBeNull();
    expect(recipientOf({ to: '' })).toBeNull();
    expect(recipientOf({ to: ' sales@sabaisms.example ' })).toBe('sales@sabaisms.example');
    expect(recipientOf({ to: ['a@example.com', 'b@example.com'] })).toBe('["a@example.com","b@example.com"]');
  });

  it('maps legacy values to the form: service labels in any language, numeric phones', () => {
    expect(legacyFields({ service: 'ต้องการให้ฝ่ายขายติดต่อกลับ', phone: 66812345678 })).toMatchObject({
      service: 'salesCallback',
      phone: '66812345678',
    });
    expect(legacyFields({ service: 'How to send SMS' }).service).toBe('howToSend');
    expect(legacyFields({ service: '咨询信息' }).service).toBe('information');
    expect(legacyFields({ service: 'something else' }).service).toBe('something else');
  });

  it('answers in the language asked for, else Thai', () => {
    const at = (url: string, headers: Record<string, string> = {}) =>
      new Request(`http://127.0.0.1${url}`, { headers });
    expect(mailSendLocale(at('/mail/send'))).toBe('th');
    expect(mailSendLocale(at('/mail/send?locale=cn'))).toBe('zh-CN');
    expect(mailSendLocale(at('/mail/send'), 'vi')).toBe('vi');
    expect(mailSendLocale(at('/mail/send', { 'accept-language': 'zh-TW,zh;q=0.8' }))).toBe('zh-TW');
    expect(mailSendLocale(at('/mail/send', { 'accept-language': 'fr-FR, en;q=0.5' }))).toBe('en');
  });
});
