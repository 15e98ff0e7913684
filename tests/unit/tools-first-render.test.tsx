// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { CreditCounterClient } from '@/components/tools/CreditCounter.client';
import { CustomPackageCalculatorClient } from '@/components/tools/CustomPackageCalculator.client';
import { formatters } from '@/components/tools/format';
import type { PriceRangeRow } from '@/components/tools/PriceRangeTable';
import type { PriceRange } from '@/lib/sms/pricing';
import en from '@/messages/en/tools.json';

const ranges: PriceRange[] = [
  { minCredits: 1000, maxCredits: 9999, pricePerMessage: 0.25 },
  { minCredits: 10000, maxCredits: null, pricePerMessage: 0.22 },
];
// Formatted by the server (priceRangeRows); literal here so that this file builds no format itself.
const rows: PriceRangeRow[] = [
  { minCredits: 1000, credits: '1,000 – 9,999 credits', rate: 'THB 0.25' },
  { minCredits: 10000, credits: '10,000 credits or more', rate: 'THB 0.22' },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the packages page's tools, as they hydrate", () => {
  it('builds no number format: its first render shows only figures the server formatted', () => {
    // The first Intl.NumberFormat of a page costs several ms on a phone (about 15 ms at 1x for the
    // page's three on the bench machine), all of it inside the hydration task.
    const made = vi.spyOn(Intl, 'NumberFormat');
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Bangkok">
        <CustomPackageCalculatorClient ranges={ranges} rows={rows} contactPath="/en/contact-us" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('rowheader', { name: '10,000 credits or more' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'THB 0.22' })).toBeTruthy();
    expect(made).not.toHaveBeenCalled();
  });

  it('the credit counter builds none either: its help comes from the server, its zeros need no format', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Bangkok">
        <CreditCounterClient ranges={ranges} recipientsHelp="From 1 to 100,000 numbers per send." extensionNote="~ ^" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('From 1 to 100,000 numbers per send.')).toBeTruthy();
    expect(screen.getByText(en.Tools.CreditCounter.characters).nextElementSibling?.textContent).toBe('0');
    expect(made).not.toHaveBeenCalled();
  });
});

/**
 * A `formats` object that records being read: use-intl reads the provider's formats for every message
 * it formats with values, and the first such message of a page builds the ICU message parser (about
 * 28 ms at 1x on the bench machine, inside the packages page's hydration before the counter's note
 * came from the server).
 */
function formatsWatcher() {
  const seen = { read: false };
  const formats = new Proxy({}, { get: () => ((seen.read = true), undefined) });
  return { seen, formats };
}

function NoteWithValues() {
  return <p>{useTranslations('Tools.CreditCounter')('extensionNote', { chars: '~ ^' })}</p>;
}

describe('messages formatted while the tools hydrate', () => {
  it('the watcher sees a message formatted with values', () => {
    const { seen, formats } = formatsWatcher();
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Bangkok" formats={formats}>
        <NoteWithValues />
      </NextIntlClientProvider>,
    );
    expect(seen.read).toBe(true);
  });

  it('the credit counter and the calculator format none in their first render', () => {
    const { seen, formats } = formatsWatcher();
    render(
      <NextIntlClientProvider locale="en" messages={en} timeZone="Asia/Bangkok" formats={formats}>
        <CreditCounterClient ranges={ranges} recipientsHelp="From 1 to 100,000 numbers per send." extensionNote="~ ^" />
        <CustomPackageCalculatorClient ranges={ranges} rows={rows} contactPath="/en/contact-us" />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('~ ^')).toBeTruthy();
    expect(seen.read).toBe(false);
  });
});

describe('counts without a number format', () => {
  it('0 to 999 print as Intl prints them in every language of the site; larger ones are grouped', () => {
    for (const locale of ['th', 'en', 'zh-CN', 'zh-TW', 'vi']) {
      const intl = new Intl.NumberFormat(locale);
      for (const value of [0, 1, 7, 42, 160, 999]) expect(formatters(locale).count(value)).toBe(intl.format(value));
      expect(formatters(locale).count(100000)).toBe(intl.format(100000));
    }
    expect(formatters('vi').count(1000)).toBe('1.000');
  });
});
