import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';

import { toBangkokWallTime, type WallTime } from '../../../cms/admin/dates/format';
import { signInToAdmin } from './admin-ui';
import { expectPageHtml } from './content-api';
import { invitedStaff } from './staff';
import { locales, localizedPath, type Locale } from './site';

/**
 * Staff at the admin, in Thai or English. Their computers are deliberately not on Bangkok time
 * (UTC, New York): every time the admin shows or takes must still be Bangkok's.
 */
export type AdminLanguage = 'th' | 'en';

const contexts: Record<AdminLanguage, { locale: string; timezoneId: string }> = {
  th: { locale: 'th-TH', timezoneId: 'UTC' },
  en: { locale: 'en-US', timezoneId: 'America/New_York' },
};

export async function adminPage(
  browser: Browser,
  language: AdminLanguage,
  credentials?: { username: string; password: string },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ ...contexts[language], viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await signInToAdmin(page, credentials);
  return { page, close: () => context.close() };
}

/** How the admin writes a moment: Bangkok time, the Thai admin in the Buddhist era ("1 ธ.ค. 2569 09:00"). */
export function bangkok(value: Date | string, language: AdminLanguage): string {
  return new Intl.DateTimeFormat(language === 'th' ? 'th' : 'en-GB', {
    timeZone: 'Asia/Bangkok',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(value));
}

/** The Bangkok wall clock of a moment (month 1-12), as the admin's date inputs read it. */
export function bangkokClock(value: Date): WallTime {
  const clock = toBangkokWallTime(value);
  if (!clock) throw new Error(`not a date: ${String(value)}`);
  return clock;
}

/** A whole minute at least `ms` from now. */
export function wholeMinuteAfter(ms: number): Date {
  return new Date(Math.ceil((Date.now() + ms) / 60_000) * 60_000);
}

/** Chooses a moment in the admin's date inputs (day, month, year, hour, minute on Bangkok's clock). */
export async function pickBangkokTime(scope: Locator, when: Date): Promise<void> {
  const clock = bangkokClock(when);
  // Year and month first, so the day list has the month's days.
  for (const part of ['year', 'month', 'day', 'hour', 'minute'] as const) {
    await scope.locator(`select[name=${part}]`).selectOption(String(clock[part]));
  }
}

/** Opens the schedule dialog of the open document from the Publish button's menu. */
export async function openScheduleDialog(page: Page): Promise<Locator> {
  await page.locator('#action-save-popup button.popup-button').click();
  await page.locator('#schedule-publish').click();
  const drawer = page.locator('.schedule-publish').first();
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A staff account of a role (invited, as staff are: support/staff.ts), signed in through the REST API. */
export async function createStaff(
  request: APIRequestContext,
  _adminHeaders: Record<string, string>,
  role: 'editor' | 'support',
  name: string,
) {
  const { auth, id, username, password } = await invitedStaff(request, role, { name });
  return { headers: auth, id, username, password };
}

/**
 * After a test takes back a change visitors could see, every language's page is fetched until it
 * no longer shows it: the page cache serves one stale copy after a change, and the next test must
 * find the site as the seed left it.
 */
export async function expectGoneEverywhere(
  request: APIRequestContext,
  path: string,
  texts: string[] | ((locale: Locale) => string[]),
): Promise<void> {
  for (const locale of locales) {
    const url = localizedPath(locale, path);
    const gone = typeof texts === 'function' ? texts(locale) : texts;
    await expectPageHtml(request, url, (html) => gone.every((text) => !html.includes(text)), `${url} is back`);
  }
}
