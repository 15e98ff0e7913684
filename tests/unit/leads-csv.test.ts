import { describe, expect, it } from 'vitest';

import { leadsCsv } from '@/cms/collections/leads/csv';
import { pricedSpans } from '@/lib/sms/pricing';

describe('CSV of leads', () => {
  const lead = {
    id: 7,
    createdAt: '2026-11-25T03:04:00.000Z',
    name: 'สมชาย ใจดี',
    email: 'somchai@example.com',
    phone: '0812345678',
    service: 'ติดต่อ (Contact)',
    message: '=HYPERLINK("http://evil.example","x")',
    channel: '+66 campaign',
    utmCampaign: '@risky',
    utmSource: '-1+1',
    salesStatus: 'contacted',
    status: 'sent',
    reviewReason: 'tooFast',
  };

  it('starts with a UTF-8 byte-order mark and keeps Thai as it is', () => {
    const csv = leadsCsv([lead], 'th');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv).toContain('สมชาย ใจดี');
    expect(csv).toContain('ติดต่อแล้ว'); // the status label in the admin's language
    expect(csv).toContain('2026-11-25 10:04'); // Bangkok time
  });

  it('neutralises cells that start like a formula', () => {
    const csv = leadsCsv([lead], 'en');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).toContain(`'+66 campaign`);
    expect(csv).toContain(`'@risky`);
    expect(csv).toContain(`'-1+1`);
    expect(csv).toContain('Contacted');
    const [header] = csv.slice(1).split('\r\n');
    expect(header?.startsWith('Lead number,Received (Bangkok),Name')).toBe(true);
  });
});

describe('priced spans of the calculator', () => {
  it('merges adjacent ranges and keeps gaps', () => {
    expect(
      pricedSpans([
        { minCredits: 10_000, maxCredits: 49_999, pricePerMessage: 0.2 },
        { minCredits: 1_000, maxCredits: 9_999, pricePerMessage: 0.25 },
        { minCredits: 100_000, maxCredits: null, pricePerMessage: 0.15 },
      ]),
    ).toEqual([
      { min: 1_000, max: 49_999 },
      { min: 100_000, max: null },
    ]);
    expect(pricedSpans([])).toEqual([]);
  });
});
