import { expect, type Page } from '@playwright/test';

import { testEnv } from './env';
import { freshCode } from './totp';

type Credentials = { username: string; password: string; totpSecret?: string };

/**
 * Signs in through the admin's own form, as staff do: username and password, then the code of the
 * authenticator when the account has one (the test admin does). The session cookie stays in the page's
 * context.
 */
export async function signInToAdmin(
  page: Page,
  { username, password, totpSecret }: Credentials = testEnv.admin,
): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('#field-username').fill(username);
  await page.locator('#field-password').fill(password);
  await page.locator('button[type=submit]').click();
  if (totpSecret) {
    await page.locator('#field-code').fill(await freshCode(totpSecret));
    await page.locator('button[type=submit]').click();
  }
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** The `Cache-Control` and `X-Robots-Tag` of the page's last document response. */
export async function documentHeaders(page: Page, path: string) {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  return { status: response.status(), headers: await response.allHeaders() };
}
