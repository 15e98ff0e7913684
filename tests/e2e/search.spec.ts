import type { APIRequestContext } from '@playwright/test';

import { doc, p } from '../../cms/seed/lexical';

import { ContentApi } from './support/content-api';
import { expect, test } from './support/fixtures';
import { localizedPath, msg, type Locale } from './support/site';

/** The result titles of a search page. */
async function resultTitles(request: APIRequestContext, locale: Locale, q: string): Promise<string[]> {
  const response = await request.get(`${localizedPath(locale, '/search')}?q=${encodeURIComponent(q)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<h2[^>]*><a href="[^"]*">([^<]*)<\/a><\/h2>/g)].map((m) => m[1]!);
}

const stamp = Date.now().toString(36);
const article = {
  th: { topic: `ทดสอบค้นหา ${stamp}`, body: 'ธุรกิจของเราทำให้ลูกค้าส่งข้อความได้ทันที' },
  'zh-CN': { topic: `搜索测试 ${stamp}`, body: '我们的平台让客户可以发送短信通知' },
  vi: { topic: `Thử tìm kiếm ${stamp}`, body: 'Khách hàng có thể gửi tin nhắn ngay lập tức' },
  en: { topic: `Search test ${stamp}`, body: 'Our customers can Send Messages to every network' },
} as const;

test('search understands Thai, Chinese, Vietnamese and English; a publish is found within 5 s, a draft never', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const api = await ContentApi.open(request);
  const ids: (number | string)[] = [];
  try {
    const hidden = await api.createDraft<{ id: number }>('posts', {
      topic: `Draft only ${stamp}`,
      path: `search-draft-${stamp}`,
      body: doc(p(`unpublishedword${stamp} appears only in a draft`)),
      isActive: true,
    });
    ids.push(hidden.id);

    const created = await api.create<{ id: number }>('posts', {
      topic: article.th.topic,
      path: `search-test-${stamp}`,
      body: doc(p(article.th.body)),
      isActive: true,
    });
    ids.push(created.id);
    for (const locale of ['zh-CN', 'vi', 'en'] as const) {
      await api.update(
        'posts',
        created.id,
        { topic: article[locale].topic, body: doc(p(article[locale].body)) },
        locale,
      );
    }
    // Published: searchable at once (the publish moves the versions of the index's tags).
    await expect
      .poll(() => resultTitles(request, 'th', 'ส่งข้อความ'), { timeout: 5_000, intervals: [250] })
      .toContain(article.th.topic);

    expect(await resultTitles(request, 'zh-CN', '发送短信')).toContain(article['zh-CN'].topic);
    for (const q of ['gửi tin nhắn', 'gui tin nhan', 'GỬI TIN']) {
      expect(await resultTitles(request, 'vi', q), q).toContain(article.vi.topic);
    }
    for (const q of ['send messages', 'SEND MESSAGES', 'Send mess']) {
      expect(await resultTitles(request, 'en', q), q).toContain(article.en.topic);
    }
    // The index was rebuilt after the draft was saved, and does not hold it.
    expect(await resultTitles(request, 'en', `unpublishedword${stamp}`)).toEqual([]);

    await api.update('posts', created.id, { _status: 'draft' });
    await expect
      .poll(() => resultTitles(request, 'th', 'ส่งข้อความ'), { timeout: 5_000, intervals: [250] })
      .not.toContain(article.th.topic);
  } finally {
    for (const id of ids) await api.remove('posts', id);
  }
});

test('odd, long and empty queries get a clean, localized answer', async ({ request }) => {
  for (const q of ['x'.repeat(2000), '%FF%FE%00', '%E0%B8', '<script>alert(1)</script>', '"\'\\']) {
    const response = await request.get(`/en/search?q=${q}`);
    expect(response.status(), q.slice(0, 20)).toBe(200);
  }
  const many = await request.get('/en/search?q=a&q=b');
  expect(many.status()).toBe(200);

  const empty = await (await request.get('/search')).text();
  expect(empty).toContain(msg('th', 'Search.empty'));
  expect(empty).toMatch(/<meta name="robots" content="noindex/);
  const none = await (await request.get('/en/search?q=zzqqxxnothing')).text();
  expect(none).toContain(msg('en', 'Search.noResults').replace('{query}', 'zzqqxxnothing'));
});

test('the navbar search form works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/en');
  const form = page.getByRole('banner').getByRole('search');
  await form.getByRole('searchbox').fill('OTP');
  await form.getByRole('button', { name: msg('en', 'Search.submit') }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=OTP$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(msg('en', 'Search.heading'));
  await expect(page.locator('mark').first()).toHaveText(/otp/i);
  await context.close();
});
