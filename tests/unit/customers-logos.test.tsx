import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { CustomersSection, logoSize } from '@/components/home/CustomersSection';
import type { Customer } from '@/lib/content';

const customer = (id: string, logo: Customer['logo']): Customer => ({ id, name: `Customer ${id}`, logo });

describe('customer logos', () => {
  it('are sized as shown: at most 64 px tall, in their own proportions, never enlarged', () => {
    expect(logoSize({ width: 480, height: 240 })).toEqual({ width: 128, height: 64 });
    expect(logoSize({ width: 600, height: 100 })).toEqual({ width: 384, height: 64 });
    expect(logoSize({ width: 100, height: 40 })).toEqual({ width: 100, height: 40 });
  });

  it('offer a 1x and a 2x image, not every width Next knows', () => {
    const html = renderToStaticMarkup(
      <CustomersSection
        title="Our customers"
        customers={[
          customer('1', { url: '/api/media/file/mart.png', width: 480, height: 240, alt: '' }),
          customer('2', null),
        ]}
      />,
    );
    const img = html.match(/<img [^>]*>/)?.[0] ?? '';
    expect(img).toContain('width="128"');
    expect(img).toContain('height="64"');
    expect(img).toContain('alt="Customer 1"');
    expect(img).not.toContain('sizes=');
    const candidates = (img.match(/srcSet="([^"]*)"/)?.[1] ?? '').split(', ');
    expect(candidates.map((candidate) => candidate.split(' ')[1])).toEqual(['1x', '2x']);
    expect(candidates[0]).toContain('url=%2Fapi%2Fmedia%2Ffile%2Fmart.png');
    expect(html).toContain('Customer 2');
  });
});
