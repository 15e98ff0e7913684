import type { Page } from '@playwright/test';

import { doc, p } from '../../cms/seed/lexical';
import { signInToAdmin, documentHeaders } from './support/admin-ui';
import { ContentApi } from './support/content-api';
import { expect, test } from './support/fixtures';
import { directive, inlineScriptSources } from './support/csp';

/**
 * The policy of pages that are not prerendered: an article first rendered on request (kept afterwards),
 * an unknown path's not-found screen (never kept), and pages Next renders per request (the search, a
 * staff preview), which get a nonce instead of hashes. Each runs in the browser with no violation.
 */
/** Loads `url` in the browser and returns the policy violations it logs. */
async function violationsOn(page: Page, url: string): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(url);
  await expect(page.locator('h1').first()).toBeVisible();
  page.removeAllListeners('console');
  return violations;
}

test('an article first rendered on request is sent with the policy of its own scripts, then kept', async ({
  page,
  request,
}) => {
  const api = await ContentApi.open(request);
  const path = `first-request-${Date.now().toString(36)}`;
  const post = await api.create<{ id: number }>('posts', {
    topic: 'Rendered on its first request',
    path,
    body: doc(p('An article published after the build: no page of it exists until someone asks.')),
    isActive: true,
  });
  try {
    const url = `/en/blog/${path}`;
    const first = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(first.status()).toBe(200);
    expect(first.headers()['x-nextjs-cache']).not.toBe('HIT');
    const policy = first.headers()['content-security-policy'] ?? '';
    const sources = inlineScriptSources(await first.text());
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) expect(directive(policy, 'script-src'), source).toContain(source);
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');

    const again = await request.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(again.headers()['x-nextjs-cache']).toBe('HIT');
    expect(again.headers()['content-security-policy']).toBe(policy);
    expect(await violationsOn(page, url)).toEqual([]);
  } finally {
    await api.remove('posts', post.id);
  }
});

test("an unknown path gets its language's prerendered not-found screen, with its policy, kept a second by a CDN", async ({
  request,
}) => {
  const url = `/en/no-such-page-${Date.now().toString(36)}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toMatch(/s-maxage=1\b/);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<script>(function(u){');
    const policy = response.headers()['content-security-policy'] ?? '';
    for (const source of inlineScriptSources(html)) expect(directive(policy, 'script-src')).toContain(source);
  }
});

test("an unknown article's not-found screen carries its policy and is never kept", async ({ request }) => {
  const url = `/en/blog/no-such-article-${Date.now().toString(36)}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await request.get(url);
    expect(response.status()).toBe(404);
    expect(response.headers()['x-nextjs-cache'], `request ${attempt + 1}`).not.toBe('HIT');
    const policy = response.headers()['content-security-policy'] ?? '';
    for (const source of inlineScriptSources(await response.text()))
      expect(directive(policy, 'script-src')).toContain(source);
  }
});

test('a page rendered per request runs under a nonce policy: the search, a staff preview', async ({
  page,
  request,
}) => {
  const search = await request.get('/en/search?q=sms');
  const policy = search.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(directive(policy, 'script-src'))?.[1];
  expect(nonce).toBeTruthy();
  expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
  expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  const html = await search.text();
  // Every script of the page carries the nonce (the site writes no inline script of its own); a second
  // request gets another nonce.
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(3);
  const withoutNonce = scripts
    .filter(([, attributes = '']) => !/type="application\/(ld\+)?json"/.test(attributes))
    .filter(([, attributes = '']) => !attributes.includes(`nonce="${nonce}"`));
  expect(withoutNonce.map(([tag]) => tag.slice(0, 120))).toEqual([]);
  const other = (await request.get('/en/search?q=sms')).headers()['content-security-policy'];
  expect(other).not.toBe(policy);
  expect(await violationsOn(page, '/en/search?q=sms')).toEqual([]);

  await signInToAdmin(page);
  await page.goto(`/api/preview?path=${encodeURIComponent('/en/packages')}`);
  await expect(page.getByTestId('preview-bar')).toBeVisible();
  const { headers } = await documentHeaders(page, '/en/packages');
  const previewPolicy = headers['content-security-policy'] ?? '';
  expect(directive(previewPolicy, 'script-src')).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(directive(previewPolicy, 'frame-ancestors')).toBe("frame-ancestors 'self'");
  expect(await violationsOn(page, '/en/packages')).toEqual([]);
  await page.getByTestId('preview-bar').getByRole('link').click();
  await expect(page.getByTestId('preview-bar')).toHaveCount(0);
});
