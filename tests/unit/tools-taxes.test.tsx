// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { formatters } from '@/components/tools/format';
import { taxFigures } from '@/components/tools/tax-figures';
import { TaxBreakdown, TaxBreakdownView } from '@/components/tools/TaxBreakdown.client';
import { taxTexts } from '@/components/tools/tax-texts';
import en from '@/messages/en/tools.json';
import th from '@/messages/th/tools.json';

const messages = { en, th };

function renderIn(locale: keyof typeof messages, ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale={locale} messages={messages[locale]} timeZone="Asia/Bangkok">
      {ui}
    </NextIntlClientProvider>,
  );
}

/** The value shown next to a label in a figures list, spaces normalised (Intl may use no-break spaces). */
function figure(label: string): string {
  const dt = screen.getByText(label, { selector: 'dt' });
  return (dt.nextElementSibling?.textContent ?? '').replace(/\s/g, ' ');
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("TaxBreakdown (the calculator's) and TaxBreakdownView (a package card's)", () => {
  it('en: 499 baht → VAT 34.93, total 533.93; a legal entity withholds 14.97 and transfers 518.96', () => {
    const t = en.Tools.Taxes;
    const { container } = renderIn('en', <TaxBreakdown price={499} />);
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(within(details as HTMLElement).getByText(t.summary, { selector: 'summary' })).toBeTruthy();

    expect(figure(t.net)).toBe('THB 499.00');
    expect(figure(t.vat)).toBe('THB 34.93');
    expect(figure(t.total)).toBe('THB 533.93');
    expect(screen.queryByText(t.withholding)).toBeNull();
    expect(screen.queryByText(t.toTransfer)).toBeNull();

    const legal = screen.getByLabelText(t.legalEntity);
    expect(legal.getAttribute('type')).toBe('checkbox');
    expect(document.getElementById(legal.getAttribute('aria-describedby') ?? '')?.textContent).toBe(t.legalEntityHelp);
    fireEvent.click(legal);

    expect(figure(t.total)).toBe('THB 533.93');
    expect(figure(t.withholding)).toBe('−THB 14.97');
    expect(figure(t.toTransfer)).toBe('THB 518.96');
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent?.replace(/\s/g, ' ')).toBe('Amount to transfer: THB 518.96.');

    fireEvent.click(legal);
    expect(screen.queryByText(t.toTransfer)).toBeNull();
    expect(live?.textContent?.replace(/\s/g, ' ')).toBe('Total including VAT: THB 533.93.');
  });

  it('a package card shows what the server formatted, for both answers, with no translator of its own', () => {
    const t = en.Tools.Taxes;
    // A format the browser's Intl would never give, to tell the server's figures from the island's.
    const money = (baht: number) => `server ${baht.toFixed(2)}`;
    const figures = { person: taxFigures(499, false, money), legalEntity: taxFigures(499, true, money) };
    // As PackagePriceTaxes formats them; rendered without an intl provider, which a translator would need.
    const words = taxTexts(createTranslator({ locale: 'en', messages: en, namespace: 'Tools.Taxes' }), figures);
    const { container } = render(<TaxBreakdownView figures={figures} {...words} />);
    expect(container.querySelector('summary')?.textContent).toBe(t.summary);
    expect(figure(t.net)).toBe('server 499.00');
    expect(figure(t.total)).toBe('server 533.93');
    fireEvent.click(screen.getByLabelText(t.legalEntity));
    expect(figure(t.withholding)).toBe('−server 14.97');
    expect(figure(t.toTransfer)).toBe('server 518.96');
    const live = container.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Amount to transfer: server 518.96.');
    fireEvent.click(screen.getByLabelText(t.legalEntity));
    expect(live?.textContent).toBe('Total including VAT: server 533.93.');
  });

  it('number formats are built on first use, each once per locale', () => {
    const Original = Intl.NumberFormat;
    let built = 0;
    Intl.NumberFormat = new Proxy(Original, {
      construct(target, args: ConstructorParameters<typeof Original>) {
        built += 1;
        return new target(...args);
      },
    });
    try {
      // A locale no other test uses, so that nothing is cached yet.
      const { money, count } = formatters('de-CH');
      expect(built).toBe(0);
      expect(money(499)).toBe(new Original('de-CH', { style: 'currency', currency: 'THB' }).format(499));
      money(1);
      expect(built).toBe(1);
      expect(count(100000)).toBe(new Original('de-CH').format(100000));
      expect(built).toBe(2);
      expect(formatters('de-CH').money).toBe(money);
    } finally {
      Intl.NumberFormat = Original;
    }
  });

  it('th: the same figures in baht, with Thai labels', () => {
    const t = th.Tools.Taxes;
    const { container } = renderIn('th', <TaxBreakdown price={499} defaultOpen />);
    expect(container.querySelector('details')?.open).toBe(true);
    expect(figure('ราคาก่อนภาษี')).toBe('฿499.00');
    expect(figure('ภาษีมูลค่าเพิ่ม 7%')).toBe('฿34.93');
    expect(figure('ราคารวม VAT')).toBe('฿533.93');

    fireEvent.click(screen.getByLabelText('ซื้อในนามนิติบุคคล'));
    expect(figure(t.withholding)).toBe('−฿14.97');
    expect(figure('ยอดที่ต้องโอน')).toBe('฿518.96');
    expect(container.querySelector('[aria-live="polite"]')?.textContent).toBe('ยอดที่ต้องโอน ฿518.96');
  });

  it('rounds each tax half-up to satang (0.5 satang cases)', () => {
    // 0.5 baht: VAT 0.035 → 0.04, withholding 0.015 → 0.02.
    renderIn('en', <TaxBreakdown price={0.5} />);
    fireEvent.click(screen.getByLabelText(en.Tools.Taxes.legalEntity));
    expect(figure(en.Tools.Taxes.vat)).toBe('THB 0.04');
    expect(figure(en.Tools.Taxes.withholding)).toBe('−THB 0.02');
    expect(figure(en.Tools.Taxes.toTransfer)).toBe('THB 0.52');
  });
});
