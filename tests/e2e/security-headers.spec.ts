import { expect, test } from '@playwright/test';

import { pageKeys, pageRoutes } from '../../lib/routes';
import { directive } from './support/csp';
import { locales, localizedPath } from './support/site';

const templates = [...pageKeys.map((key) => pageRoutes[key]), '/404', '/no-such-page'];

test.describe('security headers', () => {
  test('every public template answers with the security headers and a hash-based CSP', async ({ request }) => {
    for (const locale of locales) {
      for (const path of templates) {
        const url = localizedPath(locale, path);
        const response = await request.get(url);
        const headers = response.headers();
        expect(headers['x-content-type-options'], url).toBe('nosniff');
        expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(headers['x-frame-options'], url).toBe('DENY');
        expect(headers['cross-origin-opener-policy'], url).toBe('same-origin');
        expect(headers['permissions-policy'], url).toContain('camera=()');
        const policy = headers['content-security-policy'] ?? '';
        expect(directive(policy, 'frame-ancestors'), url).toBe("frame-ancestors 'none'");
        const scriptSrc = directive(policy, 'script-src');
        expect(scriptSrc, url).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
        expect(scriptSrc, url).not.toContain('unsafe-inline');
        expect(scriptSrc, url).not.toContain('unsafe-eval');
      }
    }
  });

  test('static pages keep their cache headers alongside the policy', async ({ request }) => {
    const response = await request.get('/en/faq');
    expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect(response.headers()['content-security-policy']).toBeTruthy();
  });

  test('the admin gets its own policy and cannot be framed', async ({ request }) => {
    const response = await request.get('/admin/login');
    expect(response.status()).toBe(200);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
  });
});

test.describe('content security policy in the browser', () => {
  for (const locale of ['th', 'en'] as const) {
    test(`pages run with zero CSP violations (${locale})`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      for (const path of templates) {
        await page.goto(localizedPath(locale, path));
        // Every script the page loads up front has run (a violation would be logged by then).
        await page.waitForLoadState('load');
        await expect(page.locator('h1').first()).toBeVisible();
      }
      expect(violations).toEqual([]);
    });
  }

  test('an inline script injected into a page is blocked', async ({ page }) => {
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.route('**/en/faq', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('</body>', '<script>window.__injected = true;</script></body>');
      await route.fulfill({ response, body: html });
    });
    await page.goto('/en/faq');
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    expect(blocked.length).toBeGreaterThan(0);
  });
});
