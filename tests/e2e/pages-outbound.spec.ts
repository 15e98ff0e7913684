import type { Locator } from '@playwright/test';

import { expect, test } from './support/fixtures';

import { msg } from './support/site';

const APP = 'https://app.sabaisms.example';

async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
}

test('without a tracking cookie the links carry the default channel "Google search"', async ({ page }) => {
  await page.goto('/en');
  const header = page.getByRole('banner');
  await expectNewTab(
    header.getByRole('link', { name: msg('en', 'Nav.freeTrial') }),
    `${APP}/Register?channel=Google%20search`,
  );
  await expectNewTab(header.getByRole('link', { name: msg('en', 'Nav.signIn') }), `${APP}/login`);
  await page.goto('/en/packages');
  const card = page.locator('[data-package-id]').first();
  const buy = card.locator('a[target="_blank"]');
  const id = await card.getAttribute('data-package-id');
  expect(id).toBeTruthy();
  await expect(buy).toHaveAttribute(
    'href',
    new RegExp(`^${APP}/Loading\\?package_id=[^&]+&channel=Google%20search&go_to=checkout$`),
  );
  await expect(buy).toHaveAttribute('target', '_blank');
  await expect(buy).toHaveAttribute('rel', /\bnoopener\b/);
});

test('a channel from the url_tracking cookie is carried, URL-encoded', async ({ page }) => {
  // The proxy sets the cookie from ?channel= (spec §4); the links then read it in the browser.
  await page.goto('/en?channel=Facebook%20ads');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'url_tracking')?.value).toBe('Facebook%20ads');
  await page.goto('/en/packages');
  await expect(page.getByRole('banner').getByRole('link', { name: msg('en', 'Nav.freeTrial') })).toHaveAttribute(
    'href',
    `${APP}/Register?channel=Facebook%20ads`,
  );
  await expect(page.locator('[data-package-id] a[target="_blank"]').first()).toHaveAttribute(
    'href',
    new RegExp(`^${APP}/Loading\\?package_id=[^&]+&channel=Facebook%20ads&go_to=checkout$`),
  );
  await page.goto('/');
  await expect(page.locator('#hero a[target="_blank"]').first()).toHaveAttribute(
    'href',
    `${APP}/Register?channel=Facebook%20ads`,
  );
});
