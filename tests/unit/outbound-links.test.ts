import { describe, expect, it } from 'vitest';

import { buyUrl, channelFromCookies, freeTrialUrl, signInUrl } from '@/lib/outbound/links';

const app = 'https://app.example.com/';

describe('outbound links (spec §7)', () => {
  it('free trial: domain without its trailing slash, path, encoded channel', () => {
    expect(freeTrialUrl(app, '/Register', 'Google search')).toBe(
      'https://app.example.com/Register?channel=Google%20search',
    );
    expect(freeTrialUrl('https://app.example.com//', 'Register', 'a&b=c')).toBe(
      'https://app.example.com/Register?channel=a%26b%3Dc',
    );
  });

  it('sign in goes to /login', () => {
    expect(signInUrl(app)).toBe('https://app.example.com/login');
  });

  it('buy carries the package id, the channel and go_to=checkout in that order', () => {
    expect(buyUrl(app, '42', 'Facebook ads')).toBe(
      'https://app.example.com/Loading?package_id=42&channel=Facebook%20ads&go_to=checkout',
    );
  });
});

describe('channelFromCookies', () => {
  it('is the default channel without the cookie', () => {
    expect(channelFromCookies('')).toBe('Google search');
    expect(channelFromCookies('cookieAccepted=true; other=1')).toBe('Google search');
  });

  it('decodes the value the proxy stored', () => {
    expect(channelFromCookies('a=1; url_tracking=Facebook%20ads; b=2')).toBe('Facebook ads');
    expect(channelFromCookies('url_tracking=%E0%B8%8A%E0%B9%88%E0%B8%AD%E0%B8%87')).toBe('ช่อง');
  });

  it('falls back on an empty or malformed value', () => {
    expect(channelFromCookies('url_tracking=')).toBe('Google search');
    expect(channelFromCookies('url_tracking=%E0%A4%A')).toBe('Google search');
  });

  it('does not match a cookie whose name only ends the same way', () => {
    expect(channelFromCookies('x_url_tracking=Other')).toBe('Google search');
  });
});
