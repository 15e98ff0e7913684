import { expect, test, type Browser, type Page } from '@playwright/test';

import {
  asVisitor,
  clientHeaders,
  contactForm,
  fillValid,
  humanPause,
  newMarker,
  openContactForm,
  sendContactForm,
} from './support/contact';
import { leadWithEmail } from './support/leads';
import { localizedPath, type Locale } from './support/site';
import { TestSmtpServer } from './support/smtp';

/**
 * Every lead carries where it came from (issue 26): a campaign visit, two more page views, then the contact
 * form, in Thai and English, with JavaScript on and off. The stored lead and the mail name the channel, the
 * campaign, the landing page and the form page; a visit without parameters is credited to "Google search".
 * Forged values are stored as short plain text and shown escaped.
 */
const smtp = new TestSmtpServer();

async function campaignVisit(page: Page, locale: Locale, marker: string): Promise<void> {
  const query = `channel=line_oa_${marker}&utm_source=line&utm_medium=chat&utm_campaign=camp-${marker}`;
  await page.goto(`${localizedPath(locale, '/packages')}?${query}`);
  await page.goto(localizedPath(locale, '/about-us'));
  await page.goto(localizedPath(locale, '/promotions'));
}

async function noScriptContext(browser: Browser) {
  return browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: clientHeaders() });
}

test.describe('lead attribution', () => {
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(() => smtp.start());
  test.afterAll(() => smtp.stop());

  for (const locale of ['th', 'en'] as const) {
    for (const javaScript of [true, false]) {
      test(`a campaign visit, two page views, then the form (${locale}, JavaScript ${javaScript ? 'on' : 'off'})`, async ({
        page: jsPage,
        browser,
        request,
      }) => {
        const context = javaScript ? null : await noScriptContext(browser);
        const page = context ? await context.newPage() : jsPage;
        try {
          const marker = newMarker(`attr-${locale}-${javaScript ? 'js' : 'nojs'}`);
          if (javaScript) await asVisitor(page, request);
          await campaignVisit(page, locale, marker);
          const f = javaScript ? await openContactForm(page, locale) : contactForm(page, locale);
          if (!javaScript) await page.goto(localizedPath(locale, '/contact-us'));
          await fillValid(f, marker);
          if (javaScript) await humanPause(page);
          await f.submit.click();
          await expect(f.status).toHaveText(f.t('result.success'));

          const lead = await leadWithEmail(request, `${marker}@example.com`);
          expect(lead).toMatchObject({
            entryPoint: 'form',
            channel: `line_oa_${marker}`,
            utmSource: 'line',
            utmMedium: 'chat',
            utmCampaign: `camp-${marker}`,
            landingPage: localizedPath(locale, '/packages'),
            formPage: localizedPath(locale, '/contact-us'),
            locale,
            salesStatus: 'new',
            reviewReason: null,
          });
          const mail = await smtp.waitFor(marker);
          for (const text of [
            `Channel: line_oa_${marker}`,
            `Campaign: camp-${marker} (source: line, medium: chat)`,
            `Landing page: ${localizedPath(locale, '/packages')}`,
            `Form page: ${localizedPath(locale, '/contact-us')}`,
          ])
            expect(mail.text).toContain(text);
          expect(mail.html).toContain(`camp-${marker}`);
        } finally {
          await context?.close();
        }
      });
    }
  }

  test('without tracking parameters the channel is "Google search" and the landing page is the first page seen', async ({
    page,
    request,
  }) => {
    await asVisitor(page, request);
    const marker = newMarker('attr-none');
    await page.goto(localizedPath('en', '/services'));
    // Written by the page once it has loaded and the browser is idle (components/contact/VisitLanding.tsx).
    const landing = async () => (await page.context().cookies()).find((c) => c.name === 'utm_tracking')?.value;
    await expect.poll(landing).toBe('landing=%2Fen%2Fservices');
    await sendContactForm(page, 'en', marker);
    const lead = await leadWithEmail(request, `${marker}@example.com`);
    expect(lead).toMatchObject({
      channel: 'Google search',
      utmCampaign: null,
      landingPage: '/en/services',
      formPage: '/en/contact-us',
    });
    // The page that recorded it stayed cacheable: no cookie was set by the server.
    const response = await request.get(localizedPath('en', '/services'));
    expect(response.headers()['set-cookie']).toBeUndefined();
    expect(response.headers()['cache-control']).not.toContain('private');
  });

  test('forged channel and UTM values are stored as plain text of at most 100 characters and mailed escaped', async ({
    page,
    request,
  }) => {
    await asVisitor(page, request);
    const marker = newMarker('attr-forged');
    const markup = `<img src=x onerror=alert(1)>${marker}`;
    const query = [
      `channel=${encodeURIComponent(`<b>${marker}</b>\u0000\u0007`)}`,
      `utm_campaign=${encodeURIComponent(markup + '\r\n' + 'A'.repeat(10_000))}`,
      'utm_source=%C3%28bad', // not UTF-8
      `utm_term=${encodeURIComponent('\u202Eevil\u200B')}`,
    ].join('&');
    const first = await request.get(`/en/promotions?${query}`, { maxRedirects: 0 });
    expect(first.status()).toBe(200);
    expect(first.headers()['cache-control']).toBe('private, no-store');
    await page.goto(`/en/promotions?${query}`);
    await sendContactForm(page, 'en', marker);

    const lead = await leadWithEmail(request, `${marker}@example.com`);
    expect(lead.channel).toBe(`<b>${marker}</b>`);
    expect(lead.utmCampaign).toBe(`${markup} ${'A'.repeat(100 - markup.length - 1)}`);
    expect(lead.utmCampaign).toHaveLength(100);
    expect(lead.utmSource).toBe('(bad');
    expect(lead.utmTerm ?? '').toBe('evil');
    const mail = await smtp.waitFor(marker);
    expect(mail.html).toContain(`&lt;img src=x onerror=alert(1)&gt;${marker}`);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain(`&lt;b&gt;${marker}&lt;/b&gt;`);
  });
});
