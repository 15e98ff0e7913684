import { describe, expect, it } from 'vitest';

import { fold, words } from '@/lib/search/fold';
import { cleanQuery, MAX_QUERY_LENGTH } from '@/lib/search/query';
import { snippet } from '@/lib/search/snippet';

describe('search text', () => {
  it('folds case and Vietnamese diacritics without changing positions', () => {
    expect(fold('Tiếp thị SMS Đà Nẵng')).toBe('tiep thi sms da nang');
    expect(fold('Tiếp thị').length).toBe('Tiếp thị'.length);
  });

  it('splits Thai and Chinese text without spaces into words', () => {
    expect(words('ลูกค้าส่งข้อความได้', 'th')).toEqual(expect.arrayContaining(['ส่ง', 'ข้อความ']));
    expect(words('ส่งข้อความ', 'th')).toEqual(['ส่ง', 'ข้อความ']);
    expect(words('客户可以发送短信', 'zh-CN')).toEqual(expect.arrayContaining(['发送', '短信']));
  });

  it('cleans odd and long queries', () => {
    expect(cleanQuery(['a', 'b'])).toBe('a');
    expect(cleanQuery(undefined)).toBe('');
    expect(cleanQuery('  x\u0000y\n z ')).toBe('x y z');
    expect(cleanQuery('\ud800abc')).toBe('\ufffdabc');
    expect(cleanQuery('ก'.repeat(2000))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('highlights the matched words in a short extract', () => {
    const parts = snippet('ธุรกิจที่วางแผนดีทำให้ลูกค้าส่งข้อความได้ง่าย', ['ส่ง', 'ข้อความ']);
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(['ส่ง', 'ข้อความ']);
    expect(parts.map((p) => p.text).join('')).toBe('ธุรกิจที่วางแผนดีทำให้ลูกค้าส่งข้อความได้ง่าย');
    expect(snippet('Tiếp thị qua SMS', ['tiep']).find((p) => p.match)?.text).toBe('Tiếp');
  });
});
