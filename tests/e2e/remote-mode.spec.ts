import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';

import { testEnv } from './support/env';
import { expect, test } from './support/fixtures';

/**
 * Remote content mode (CONTENT_API_URL): a second server from the same build reads its content from
 * a legacy API. That API is the test server's own (spec §7), passed through a small proxy that
 * changes one article into hostile markup, as a compromised or careless backend could send it.
 */
const REMOTE_PORT = testEnv.port + 1;
const PROXY_PORT = testEnv.port + 2;
const HOSTILE_PATH = 'remote-hostile-markup';
const TOPIC = 'Sender names that customers trust';
const HOSTILE_HTML =
  '<p>Register your sender name before the campaign.</p>' +
  '<script>window.__pwned = "script"</script>' +
  '<img src="/missing.png" onerror="window.__pwned = \'onerror\'">' +
  '<p><a href="javascript:window.__pwned=\'link\'">Read the rules</a></p>' +
  '<iframe src="https://example.com/"></iframe>';

type Envelope = { data: { data: Record<string, unknown>[] | Record<string, unknown> } };

async function upstream(pathAndQuery: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${testEnv.baseURL}${pathAndQuery}`);
  return { status: response.status, body: await response.text() };
}

/** Passes every legacy API call through to the test server; the hostile article is built from a real one. */
function startProxy(): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://proxy');
      let answer = await upstream(`${url.pathname}${url.search}`);
      if (url.pathname === '/blogApi/v1/getBlogDetails' && url.searchParams.get('path') === HOSTILE_PATH) {
        const list = JSON.parse((await upstream('/blogApi/v1/getBlogList')).body) as Envelope;
        const [first] = list.data.data as Record<string, unknown>[];
        const details = JSON.parse((await upstream(`/blogApi/v1/getBlogDetails?path=${first?.path}`)).body) as Envelope;
        const hostile = {
          ...(details.data.data as Record<string, unknown>),
          path: HOSTILE_PATH,
          blogTopic: { th: TOPIC, en: TOPIC, cn: TOPIC, tw: TOPIC, vn: TOPIC },
          blogDetail: { th: HOSTILE_HTML, en: HOSTILE_HTML, cn: HOSTILE_HTML, tw: HOSTILE_HTML, vn: HOSTILE_HTML },
        };
        answer = { status: 200, body: JSON.stringify({ ...details, data: { ...details.data, data: hostile } }) };
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    })().catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

/** Polls until the server answers `url` (fails at once, with its output, if the process ends). */
async function waitUntilUp(url: string, child: ChildProcess, log: string[]): Promise<void> {
  const answers = async () => {
    if (child.exitCode !== null) throw new Error(`remote-mode server exited:\n${log.join('')}`);
    return fetch(url).then(
      (response) => response.ok,
      () => false, // not listening yet
    );
  };
  await expect.poll(answers, { timeout: 90_000, message: 'remote-mode server did not start' }).toBe(true);
}

test.describe('remote content mode', () => {
  let proxy: Server | undefined;
  let remote: ChildProcess | undefined;
  const remoteURL = `http://127.0.0.1:${REMOTE_PORT}`;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    proxy = await startProxy();
    const env = {
      ...testEnv.serverEnv,
      NODE_ENV: 'production' as const,
      PORT: String(REMOTE_PORT),
      SERVER_URL: remoteURL,
      CONTENT_API_URL: `http://127.0.0.1:${PROXY_PORT}`,
      // This instance only shows pages: no second mail retry job on the shared database.
      SMTP_URL: undefined,
      ADMIN_API_URL: undefined,
    };
    const log: string[] = [];
    const child = spawn(process.execPath, ['server.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    remote = child;
    child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    await waitUntilUp(`${remoteURL}/admin/login`, child, log);
  });

  test.afterAll(async () => {
    remote?.kill('SIGTERM');
    await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
  });

  test('a <script> in remote legacy HTML never reaches the page; the safe text does', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    const response = await page.goto(`${remoteURL}/en/blog/${HOSTILE_PATH}`);
    expect(response?.status()).toBe(200);
    // The article came from the remote API (its topic exists nowhere else) ...
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TOPIC);
    const article = page.locator('article.article');
    await expect(article).toContainText('Register your sender name before the campaign.');
    // ... and its text survived while everything executable was dropped.
    await expect(article.getByText('Read the rules')).toBeVisible();
    await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0);
    // The article's only script is its JSON-LD data block, built by the site.
    await expect(article.locator('script:not([type="application/ld+json"]), iframe, [onerror]')).toHaveCount(0);
    expect(await response?.text()).not.toContain('__pwned');

    await article.getByText('Read the rules').click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
