import { describe, expect, it } from 'vitest';

import { isSearchReferrer, seenShare } from '@/components/widgets/popup-rules';

describe('popup rules', () => {
  it.each([
    'https://www.google.com/',
    'https://www.google.co.th/search?q=sms',
    'https://www.bing.com/search?q=sms',
    'https://search.yahoo.co.jp/',
    'https://duckduckgo.com/',
    'https://www.baidu.com/s?wd=sms',
    'https://coccoc.com/search',
    'https://search.brave.com/search?q=sms',
  ])('%s is a search result', (referrer) => {
    expect(isSearchReferrer(referrer)).toBe(true);
  });

  it.each([
    '',
    'not a url',
    'https://sabaisms.example/en',
    'https://www.facebook.com/',
    'https://googleusercontent.example/',
  ])('%s is not a search result', (referrer) => {
    expect(isSearchReferrer(referrer)).toBe(false);
  });

  it('measures how much of the page was seen', () => {
    expect(seenShare(0, 800, 600)).toBe(1);
    expect(seenShare(0, 800, 4000)).toBe(0.2);
    expect(seenShare(1200, 800, 4000)).toBe(0.5);
    expect(seenShare(5000, 800, 4000)).toBe(1);
  });
});
