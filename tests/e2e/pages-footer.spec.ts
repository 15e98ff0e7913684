import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';

import { ContentApi, expectPageHtml } from './support/content-api';
import { msg } from './support/site';

type Contact = { id: string; type: string; isActive: boolean; link: string };
type Config = {
  phoneNumber?: string | null;
  lineContact?: { label?: string | null; link?: string | null };
  contact?: Contact[];
};

async function footer(page: Page, url: string) {
  await page.goto(url);
  return page.getByRole('contentinfo');
}

test('the footer has the address, channels, sales extension 2, contact sales, back to top and 2024', async ({
  page,
}) => {
  const foot = await footer(page, '/en');
  await expect(foot.locator('address')).not.toBeEmpty();
  await expect(foot).toContainText(msg('en', 'Footer.salesExtension'));
  await expect(foot).toContainText('2024');
  await expect(foot.getByRole('link', { name: msg('en', 'Footer.contactSales') })).toHaveAttribute(
    'href',
    '/en/contact-us',
  );
  await foot.getByRole('link', { name: msg('en', 'Footer.backToTop') }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
});

test('phone numbers are grouped 2-3-4 (9 digits) and 3-3-4 (10 digits)', async ({ page, request }) => {
  const api = await ContentApi.open(request);
  const original = (await api.getConfig()) as Config;
  try {
    await api.updateConfig({ phoneNumber: '021234567' });
    await expectPageHtml(request, '/', (html) => html.includes('02-123-4567'), '9-digit phone in the footer');
    let foot = await footer(page, '/');
    await expect(foot.getByRole('link', { name: '02-123-4567' })).toHaveAttribute('href', 'tel:021234567');

    await api.updateConfig({ phoneNumber: '0812345678' });
    await expectPageHtml(request, '/', (html) => html.includes('081-234-5678'), '10-digit phone in the footer');
    foot = await footer(page, '/');
    await expect(foot.getByRole('link', { name: '081-234-5678' })).toHaveAttribute('href', 'tel:0812345678');
    await expect(page.getByRole('link', { name: msg('th', 'Widgets.call') })).toHaveAttribute('href', 'tel:0812345678');
  } finally {
    await api.updateConfig({ phoneNumber: original.phoneNumber ?? null });
  }
});

test('channels that are not configured or not active are not shown', async ({ page, request }) => {
  const api = await ContentApi.open(request);
  const original = (await api.getConfig()) as Config;
  const contacts = original.contact ?? [];
  const email = contacts.find((contact) => contact.type === 'email');
  expect(email, 'the seed has an e-mail channel').toBeTruthy();
  try {
    await api.updateConfig({
      phoneNumber: null,
      lineContact: { label: '', link: '' },
      contact: contacts.map((contact) => (contact.id === email?.id ? { ...contact, isActive: false } : contact)),
    });
    await expectPageHtml(request, '/', (html) => !html.includes(email?.link ?? '@@'), 'inactive e-mail gone');
    const foot = await footer(page, '/');
    await expect(foot.locator(`a[href="${email?.link}"]`)).toHaveCount(0);
    await expect(foot.locator('[data-channel="phone"], [data-channel="line"]')).toHaveCount(0);
    const floating = page.getByRole('complementary', { name: msg('th', 'Widgets.contactButtons') });
    await expect(floating.locator('[data-channel="call"], [data-channel="line"]')).toHaveCount(0);
    // Still configured: the other active channels.
    await expect(foot.locator('li[data-channel]').first()).toBeVisible();
  } finally {
    await api.updateConfig({
      phoneNumber: original.phoneNumber ?? null,
      lineContact: original.lineContact ?? {},
      contact: contacts,
    });
  }
  await expectPageHtml(request, '/en', (html) => html.includes(email?.link ?? '@@'), 'channels restored');
});
