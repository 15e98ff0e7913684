import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { adminAuth } from './support/admin-api';
import { testEnv } from './support/env';
import { localizedPath, msg, type Locale } from './support/site';
import { TestSmtpServer } from './support/smtp';

/**
 * The contact-back form on /contact-us, in Debian's chromium, with a real SMTP server (support/smtp.ts):
 * validation in Thai and English, a submission arriving at the configured address, the honeypot, the rate
 * limit, and delivery surviving a stopped mail server.
 */
const smtp = new TestSmtpServer();
let address = 0;
const newMarker = () => `form-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/**
 * A visitor who already saw the CMS popup and answered the cookie banner (neither covers the form), and is
 * its own client: its own rate-limit bucket, since the server trusts one proxy hop in the tests.
 */
async function asVisitor(page: Page, request: APIRequestContext): Promise<Record<string, string>> {
  const body = (await (await request.get('/popupApi/v1/getPopUp')).json()) as { data: { data: unknown } };
  const popup = (Array.isArray(body.data.data) ? body.data.data[0] : body.data.data) as { id?: string } | null;
  if (popup?.id) await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), `popupSeen:${popup.id}`);
  await page.context().addCookies([{ name: 'cookieAccepted', value: 'true', url: testEnv.baseURL }]);
  await page.clock.install();
  const headers = { 'x-forwarded-for': `203.0.113.${(address = (address % 250) + 1)}` };
  await page.setExtraHTTPHeaders(headers);
  return headers;
}

function form(page: Page, locale: Locale) {
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

async function open(page: Page, locale: Locale) {
  await page.goto(localizedPath(locale, '/contact-us'));
  const f = form(page, locale);
  await expect(f.submit).toBeEnabled(); // hydrated
  return f;
}

async function fillValid(f: ReturnType<typeof form>, marker: string) {
  await f.field('name').fill(`Somchai <b>${marker}</b>`);
  await f.field('email').fill(`${marker}@example.com`);
  await f.field('phone').fill('081-234-5678');
  await f.field('service').selectOption({ label: f.t('services.salesCallback') });
  await f.field('message').fill(`<script>alert(1)</script> ${marker}`);
}

/**
 * People take longer than CONTACT_MIN_FILL_MS to fill a form; faster is treated as a bot. The page's clock
 * (installed in asVisitor) jumps ahead instead of the test waiting.
 */
const humanPause = (page: Page) => page.clock.fastForward(testEnv.contact.minFillMs + 500);

async function storedStatus(request: APIRequestContext, email: string): Promise<string | undefined> {
  const response = await request.get(
    `/api/contact-submissions?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: await adminAuth(request),
    },
  );
  return ((await response.json()) as { docs: Array<{ status: string }> }).docs[0]?.status;
}

async function configuredRecipient(request: APIRequestContext): Promise<string> {
  const body = (await (await request.get('/configApi/v1/getConfig')).json()) as {
    data: { data: { email_submit_form: string } };
  };
  return body.data.data.email_submit_form;
}

test.describe('contact-back form', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => smtp.start());
  test.afterAll(() => smtp.stop());

  for (const locale of ['th', 'en'] as const) {
    test(`each validation rule shows its message, linked to its field (${locale})`, async ({ page, request }) => {
      await asVisitor(page, request);
      const f = await open(page, locale);
      const errorOf = async (name: string) => {
        const field = f.field(name);
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        const id = (await field.getAttribute('aria-describedby'))?.split(' ').at(-1) ?? '';
        return page.locator(`[id="${id}"]`);
      };

      await f.submit.click();
      await expect(await errorOf('email')).toHaveText(f.t('errors.emailRequired'));
      for (const name of ['name', 'phone', 'service', 'message'])
        await expect(await errorOf(name)).toHaveText(f.t('errors.required'));
      // Red border and red text (#b42318).
      await expect(f.field('name')).toHaveCSS('border-top-color', 'rgb(180, 35, 24)');
      await expect(await errorOf('name')).toHaveCSS('color', 'rgb(180, 35, 24)');
      await expect(f.status).toBeEmpty();

      await f.field('email').fill('somchai@');
      await f.field('phone').fill('+1 415 555 0100');
      await f.field('message').fill('x'.repeat(2001));
      await f.submit.click();
      await expect(await errorOf('email')).toHaveText(f.t('errors.emailInvalid'));
      await expect(await errorOf('phone')).toHaveText(f.t('errors.phoneInvalid'));
      await expect(await errorOf('message')).toHaveText(f.t('errors.tooLong').replace('{max}', '2000'));

      await f.field('phone').fill('6681234567'); // 66 needs 11 digits
      await expect(await errorOf('phone')).toHaveText(f.t('errors.phoneInvalid'));
      await f.field('phone').fill('66812345678');
      await expect(f.field('phone')).toHaveAttribute('aria-invalid', 'false');

      // The section, errors shown, passes axe's WCAG 2.2 AA rules (labels, contrast, ARIA).
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
        .include('#contact-form')
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('a valid submission shows success and arrives at the configured address, escaped', async ({ page, request }) => {
    await asVisitor(page, request);
    const marker = newMarker();
    const to = await configuredRecipient(request);
    const f = await open(page, 'en');
    await fillValid(f, marker);
    await humanPause(page);
    await f.submit.click();
    await expect(f.status).toHaveText(f.t('result.success'));
    await expect(f.field('email')).toHaveValue('');

    const mail = await smtp.waitFor(marker);
    expect(mail.envelope.to).toEqual([to]);
    expect(mail.subject).toBe('[SabaiSMS] User submit form');
    expect(mail.headers['reply-to']).toBe(`${marker}@example.com`);
    expect(mail.html).toContain(`Somchai &lt;b&gt;${marker}&lt;/b&gt;`);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('0812345678');
    expect(mail.html).not.toContain('<script>');
    await expect.poll(() => storedStatus(request, `${marker}@example.com`)).toBe('sent');

    // Staff see it in /admin with its delivery state.
    await page.request.post('/api/users/login', {
      data: { username: testEnv.admin.username, password: testEnv.admin.password },
    });
    await page.goto(`/admin/collections/contact-submissions?search=${encodeURIComponent(marker)}`);
    const row = page.getByRole('row').filter({ hasText: `${marker}@example.com` });
    await expect(row).toContainText(/Sent|ส่งแล้ว/);
  });

  test('the honeypot and a too-fast form are answered with success and dropped', async ({ page, request }) => {
    await asVisitor(page, request);
    const trapped = newMarker();
    let f = await open(page, 'th');
    await fillValid(f, trapped);
    await f.root.locator('input[name="website"]').fill('https://spam.example', { force: true });
    await humanPause(page);
    await f.submit.click();
    await expect(f.status).toHaveText(f.t('result.success'));

    const hasty = newMarker();
    f = await open(page, 'th');
    // The form's clock stops one second after it appeared, so it is sent well under CONTACT_MIN_FILL_MS
    // later. (The second of slack: pausing at a moment that has already passed is refused, and a busy
    // machine can take more than a few milliseconds between reading the clock and pausing it.)
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await fillValid(f, hasty);
    await f.submit.click();
    await expect(f.status).toHaveText(f.t('result.success'));

    await page.waitForTimeout(1500);
    for (const marker of [trapped, hasty]) {
      expect(await storedStatus(request, `${marker}@example.com`)).toBeUndefined();
      expect(smtp.withMarker(marker)).toHaveLength(0);
    }
  });

  test('past the rate limit the form says "try again later"', async ({ page, request }) => {
    const headers = await asVisitor(page, request);
    for (let i = 0; i < testEnv.contact.rateLimit; i++) await request.post('/mail/send', { headers, data: {} });
    const f = await open(page, 'en');
    await fillValid(f, newMarker());
    await humanPause(page);
    await f.submit.click();
    await expect(f.status).toHaveText(f.t('result.rateLimited'));
  });

  test('with the mail server stopped the visitor still sees success; the retry delivers once', async ({
    page,
    request,
  }) => {
    await asVisitor(page, request);
    const marker = newMarker();
    await smtp.stop();
    try {
      const f = await open(page, 'th');
      await fillValid(f, marker);
      await humanPause(page);
      await f.submit.click();
      await expect(f.status).toHaveText(f.t('result.success'));
      await expect.poll(() => storedStatus(request, `${marker}@example.com`), { timeout: 15_000 }).toBe('failed');
    } finally {
      await smtp.start();
    }
    await smtp.waitFor(marker, 30_000);
    await expect.poll(() => storedStatus(request, `${marker}@example.com`), { timeout: 10_000 }).toBe('sent');
    await page.waitForTimeout(2500);
    expect(smtp.withMarker(marker)).toHaveLength(1);
  });
});
