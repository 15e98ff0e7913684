import { expect, type Page } from '@playwright/test';

import { testEnv } from './env';

/** Signs in through the admin's own form, as staff do; the session cookie stays in the page's context. */
export async function signInToAdmin(
  page: Page,
  { username, password } = { username: testEnv.admin.username, password: testEnv.admin.password },
): Promise<void> {
  await page.goto('/admin/login');
  await page.locator('#field-username').fill(username);
  await page.locator('#field-password').fill(password);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/admin\/?$/);
}

/** The `Cache-Control` and `X-Robots-Tag` of the page's last document response. */
export async function documentHeaders(page: Page, path: string) {
  const response = await page.goto(path);
  if (!response) throw new Error(`no response for ${path}`);
  return { status: response.status(), headers: await response.allHeaders() };
}
