import { describe, expect, it } from 'vitest';

import {
  buildContactMail,
  contactSubject,
  headerSafe,
  leadMessageId,
  serviceLabel,
  stableMessageId,
} from '@/lib/contact/mail';
import { escapeHtml } from '@/lib/format/html';

const submission = {
  id: 7,
  name: '<b>Eve</b> & "Co"',
  email: 'eve@example.com',
  phone: '0812345678',
  service: serviceLabel('salesCallback'),
  message: "<script>alert('x')</script>\nline 2",
  locale: 'en',
  createdAt: '2026-01-02T03:04:05.000Z',
};
const context = {
  from: 'SabaiSMS website <no-reply@sabaisms.example>',
  to: 'sales@sabaisms.example',
  siteName: 'SabaiSMS',
};

describe('contact mail', () => {
  it('has the subject of spec §7, the configured recipient and the visitor only in Reply-To', () => {
    const mail = buildContactMail(submission, context);
    expect(mail.subject).toBe('[SabaiSMS] User submit form');
    expect(mail.to).toBe('sales@sabaisms.example');
    expect(mail.from).toBe(context.from);
    expect(mail.replyTo).toBe('eve@example.com');
    expect(mail.from).not.toContain('eve@');
  });

  it('escapes every value in the HTML part and keeps the text part verbatim', () => {
    const mail = buildContactMail(submission, context);
    expect(mail.html).not.toMatch(/<script|<b>Eve/);
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; &quot;Co&quot;');
    expect(mail.html).toContain('&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    for (const value of ['0812345678', 'ต้องการให้ฝ่ายขายติดต่อกลับ (I want the sales team to contact me back)'])
      expect(mail.html).toContain(value);
    expect(mail.text).toContain(submission.message);
    expect(mail.text).toContain(`<b>Eve</b> & "Co"`);
  });

  it('never lets a line break into a header', () => {
    expect(contactSubject('Sabai\r\nBcc: x@example.com')).toBe('[Sabai Bcc: x@example.com] User submit form');
    expect(headerSafe('a\r\n\tb')).toBe('a b');
    const mail = buildContactMail({ ...submission, email: 'eve@example.com\r\nBcc: x@example.com' }, context);
    expect(mail.replyTo).not.toMatch(/[\r\n]/);
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('gives a lead one Message-ID on every attempt, unique to that lead and its creation time', () => {
    const first = buildContactMail(submission, context).messageId;
    expect(first).toBe('<lead-7.1767323045000@sabaisms.example>');
    expect(buildContactMail(submission, { ...context, to: 'other@sabaisms.example' }).messageId).toBe(first);
    // A database rebuilt from empty gives ids again from 1: the creation time keeps them apart.
    expect(buildContactMail({ ...submission, createdAt: '2027-01-02T03:04:05.000Z' }, context).messageId).not.toBe(
      first,
    );
    expect(buildContactMail({ ...submission, id: 8 }, context).messageId).not.toBe(first);
    expect(leadMessageId({ id: 'a\r\nb', createdAt: 'not a date' }, 'no address')).toBe('<lead-ab.0@localhost>');
    expect(leadMessageId(submission, 'plain@mail.example')).toBe('<lead-7.1767323045000@mail.example>');
  });

  it('gives each kind of mail its own Message-IDs: a staff mail job never shares one with a lead', () => {
    const from = 'SabaiSMS <no-reply@sabaisms.example>';
    expect(stableMessageId('staff', 7, submission.createdAt, from)).toBe('<staff-7.1767323045000@sabaisms.example>');
    expect(stableMessageId('staff', 7, submission.createdAt, from)).not.toBe(leadMessageId(submission, from));
  });
});
