/**
 * What the contact specs share: submissions as staff see them (Payload's REST API), the address Site
 * settings send contact mail to, and a visitor of the contact form in a real browser.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { adminAuth } from './admin-api';
import { testEnv } from './env';
import { localizedPath, msg, type Locale } from './site';

export type StoredSubmission = { status: string; attempts: number; service: string };

export const newMarker = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The stored submissions with this e-mail address. */
export async function storedWithEmail(request: APIRequestContext, email: string): Promise<StoredSubmission[]> {
  const response = await request.get(
    `/api/contact-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: await adminAuth(request) },
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { docs: StoredSubmission[] }).docs;
}

/** The delivery status of the submission with this e-mail address, or undefined when none is stored. */
export async function storedStatus(request: APIRequestContext, email: string): Promise<string | undefined> {
  return (await storedWithEmail(request, email))[0]?.status;
}

/** Site settings → "Contact-form mail goes to", as the legacy config API serves it. */
export async function configuredRecipient(request: APIRequestContext): Promise<string> {
  const response = await request.get('/configApi/v1/getConfig');
  const body = (await response.json()) as { data: { data: { email_submit_form: string } } };
  expect(body.data.data.email_submit_form).toContain('@');
  return body.data.data.email_submit_form;
}

// From a random host number: a worker that restarts (after a failure, or for each --repeat-each round)
// would otherwise hand out the addresses of the first again, whose buckets the server still counts.
let address = Math.floor(Math.random() * 250);
/** A client address of its own: its own rate-limit bucket, since the server trusts one proxy hop in the tests. */
export const clientHeaders = (prefix = '203.0.113') => ({
  'x-forwarded-for': `${prefix}.${(address = (address % 250) + 1)}`,
});

/**
 * A visitor who already saw the CMS popup and answered the cookie banner (neither covers the form), with
 * a clock the test can move, and its own client address. Returns that address's headers.
 */
export async function asVisitor(page: Page, request: APIRequestContext): Promise<Record<string, string>> {
  const body = (await (await request.get('/popupApi/v1/getPopUp')).json()) as { data: { data: unknown } };
  const popup = (Array.isArray(body.data.data) ? body.data.data[0] : body.data.data) as { id?: string } | null;
  if (popup?.id) await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), `popupSeen:${popup.id}`);
  await page.context().addCookies([{ name: 'cookieAccepted', value: 'true', url: testEnv.baseURL }]);
  await page.clock.install();
  const headers = clientHeaders();
  await page.setExtraHTTPHeaders(headers);
  return headers;
}

/** The contact form of a page in one language, found by its submit button. */
export function contactForm(page: Page, locale: Locale) {
  const t = (key: string) => msg(locale, `Contact.${key}`);
  const root = page.locator('form').filter({ has: page.getByRole('button', { name: t('submit') }) });
  return {
    t,
    root,
    field: (name: string) => root.getByLabel(t(`fields.${name}`), { exact: true }),
    submit: root.getByRole('button', { name: t('submit') }),
    status: root.getByRole('status'),
  };
}
export type ContactFormLocators = ReturnType<typeof contactForm>;

/** A page with the form (/contact-us by default), once the form is interactive and has loaded its validation. */
export async function openContactForm(page: Page, locale: Locale, path = '/contact-us'): Promise<ContactFormLocators> {
  await page.goto(localizedPath(locale, path));
  // The home page's form is its last section: bring it near the viewport, where its validation loads.
  if (path !== '/contact-us') await page.locator('#contact-form').scrollIntoViewIfNeeded();
  const f = contactForm(page, locale);
  await expect(f.submit).toBeEnabled();
  await expect(f.root).toHaveAttribute('novalidate', '');
  return f;
}

export async function fillValid(f: ContactFormLocators, marker: string, phone = '081-234-5678'): Promise<void> {
  await f.field('name').fill(`Somchai <b>${marker}</b>`);
  await f.field('email').fill(`${marker}@example.com`);
  await f.field('phone').fill(phone);
  await f.field('service').selectOption({ label: f.t('services.salesCallback') });
  await f.field('message').fill(`<script>alert(1)</script> ${marker}`);
}

/**
 * People take longer than CONTACT_MIN_FILL_MS to fill a form; faster is treated as a bot. The page's clock
 * (installed in asVisitor) jumps ahead instead of the test waiting.
 */
export const humanPause = (page: Page) => page.clock.fastForward(testEnv.contact.minFillMs + 500);

/** A visitor's whole send on /contact-us: the form filled with `marker`, a human pause, sent and answered. */
export async function sendContactForm(page: Page, locale: Locale, marker: string): Promise<ContactFormLocators> {
  const f = await openContactForm(page, locale);
  await fillValid(f, marker);
  await humanPause(page);
  await f.submit.click();
  await expect(f.status).toHaveText(f.t('result.success'));
  return f;
}
