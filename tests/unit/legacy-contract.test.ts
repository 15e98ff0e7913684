/**
 * The contract between the two content sources: the app's legacy API routes (served from the
 * CMS) are put behind a real HTTP server, the remote source reads them with axios, and every
 * read must equal the CMS source's, in every locale. Also the status codes of the routes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPayloadTestEnv, type PayloadTestEnv } from '../helpers/payload-test-env';
import { locales } from '@/i18n/locales';
import type { ContentReaders } from '@/lib/content/read';

type Handler = (request: Request) => Promise<Response>;

let env: PayloadTestEnv;
let server: http.Server;
let baseURL: string;
let cms: ContentReaders;
let remote: ContentReaders;
const seen: { authorization?: string; accept?: string } = {};

beforeAll(async () => {
  env = await createPayloadTestEnv('contract');
  const payload = env.payload;
  const { seed } = await import('@/cms/seed');
  await seed(payload, { env: {} });

  const routes: Record<string, Handler> = {
    '/configApi/v1/getConfig': (await import('@/app/configApi/v1/getConfig/route')).GET,
    '/blogApi/v1/getCategoryList': (await import('@/app/blogApi/v1/getCategoryList/route')).GET,
    '/blogApi/v1/getBlogList': (await import('@/app/blogApi/v1/getBlogList/route')).GET,
    '/blogApi/v1/getBlogDetails': (await import('@/app/blogApi/v1/getBlogDetails/route')).GET,
    '/customerApi/v1/ourCustomers': (await import('@/app/customerApi/v1/ourCustomers/route')).GET,
    '/packageApi/v1/getPackageList': (await import('@/app/packageApi/v1/getPackageList/route')).GET,
    '/popupApi/v1/getPopUp': (await import('@/app/popupApi/v1/getPopUp/route')).GET,
    '/promotionsApi/v1/getPromotionsList': (await import('@/app/promotionsApi/v1/getPromotionsList/route')).GET,
  };
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    seen.authorization = req.headers.authorization;
    seen.accept = req.headers.accept;
    const handler = routes[url.pathname];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    void handler(new Request(url)).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(await response.text());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const [{ createCmsLoaders, createCmsSource }, { createRemoteSource }, { createReaders }] = await Promise.all([
    import('@/lib/content/cms/source'),
    import('@/lib/content/remote/source'),
    import('@/lib/content/read'),
  ]);
  const cmsSource = createCmsSource(createCmsLoaders(async () => payload));
  cms = createReaders(cmsSource);
  remote = createReaders(
    createRemoteSource({ baseURL, token: 'contract-token', priceRanges: () => cmsSource.getPriceRanges() }),
  );
});

afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await env?.cleanup();
});

describe('remote source over the app’s legacy API = CMS source', () => {
  it.each(locales)('site config, packages, promotions, categories, customers, popup (%s)', async (locale) => {
    expect(await remote.getSiteConfig(locale)).toEqual(await cms.getSiteConfig(locale));
    expect(await remote.getPackages(locale)).toEqual(await cms.getPackages(locale));
    expect(await remote.getHomePackages(locale)).toEqual(await cms.getHomePackages(locale));
    expect(await remote.getPromotions(locale)).toEqual(await cms.getPromotions(locale));
    expect(await remote.getCategories(locale)).toEqual(await cms.getCategories(locale));
    expect(await remote.getCustomers()).toEqual(await cms.getCustomers());
    expect(await remote.getPopup(locale)).toEqual(await cms.getPopup(locale));
    expect(await remote.getPriceRanges()).toEqual(await cms.getPriceRanges());
  });

  it.each(locales)('blog list, category filter and every post with its body (%s)', async (locale) => {
    const list = await cms.getPosts(locale);
    expect(list.length).toBeGreaterThan(0);
    expect(await remote.getPosts(locale)).toEqual(list);
    const category = (await cms.getCategories(locale))[1]!;
    expect(await remote.getPosts(locale, { category: category.id, limit: 1 })).toEqual(
      await cms.getPosts(locale, { category: category.id, limit: 1 }),
    );
    for (const { path } of list) {
      const post = await cms.getPost(locale, path);
      expect(post?.body.length).toBeGreaterThan(0);
      expect(await remote.getPost(locale, path)).toEqual(post);
    }
    expect(await remote.getPost(locale, 'no-such-post')).toBeNull();
    expect(await remote.getAllPostPaths()).toEqual(await cms.getAllPostPaths());
  });

  it('sends the spec’s Accept header and the bearer token', () => {
    expect(seen.accept).toBe('application/json, text/plain, */*');
    expect(seen.authorization).toBe('Bearer contract-token');
  });
});

describe('legacy API routes', () => {
  const get = async (path: string) => {
    const response = await fetch(`${baseURL}${path}`);
    return { status: response.status, body: (await response.json()) as { status: number; data: { data: unknown } } };
  };

  it('answers in the data.data envelope with the spec’s field names', async () => {
    const config = await get('/configApi/v1/getConfig');
    expect(config.status).toBe(200);
    expect(config.body.data.data).toMatchObject({
      app_domain: 'https://app.sabaisms.example',
      free_trial_link: '/Register',
      email_submit_form: 'sales@sabaisms.example',
      phone_number: '0212345678',
      line_contact: { label: '@sabaisms', link: 'https://line.me/R/ti/p/@sabaisms' },
    });
    expect((config.body.data.data as { contact: unknown[] }).contact[0]).toMatchObject({
      id: expect.any(String),
      link: 'tel:+66212345678',
      icon: 'phone',
      is_active: true,
    });
    const blog = (await get('/blogApi/v1/getBlogDetails?path=what-is-bulk-sms')).body.data.data as Record<
      string,
      unknown
    >;
    expect(Object.keys(blog)).toEqual(
      expect.arrayContaining([
        'id',
        'path',
        'meta',
        'blogTopic',
        'blogDetail',
        'file_en',
        'file_th',
        'file_cn',
        'category',
        'isActive',
        'createAt',
      ]),
    );
    expect(blog.blogTopic).toMatchObject({
      th: 'SMS การตลาดคืออะไร และทำไมธุรกิจไทยยังใช้ได้ผล',
      cn: '什么是短信营销？为什么它在泰国依然有效',
    });
    expect((blog.blogDetail as { en: string }).en).toMatch(/^<p><strong>SMS marketing<\/strong>/);
    const byId = await get(`/blogApi/v1/getBlogDetails?blogId=${String(blog.id)}`);
    expect(byId.status).toBe(200);
    expect((byId.body.data.data as { path: string }).path).toBe('what-is-bulk-sms');
    const customers = (await get('/customerApi/v1/ourCustomers')).body.data.data as Record<string, unknown>[];
    expect(customers[0]).toMatchObject({
      name: 'Siam Fresh Mart',
      logo: '/api/media/file/seed-logo-siam-fresh-mart.png',
      logoName: 'seed-logo-siam-fresh-mart.png',
    });
    const popup = (await get('/popupApi/v1/getPopUp')).body.data.data;
    expect(popup).toMatchObject({
      name: 'Welcome offer popup',
      image_path: '/api/media/file/seed-popup-welcome.png',
      url_redirect: '/promotions',
      isActive: true,
    });
    const packages = (await get('/packageApi/v1/getPackageList')).body.data.data as Record<string, unknown>[];
    expect(packages[0]).toMatchObject({
      appPackageId: 'SMS-STARTER',
      credit: 2500,
      price: 499,
      pricePerMessage: 0.2,
      serviceLife: 6,
      isRecommend: false,
    });
    const promotions = (await get('/promotionsApi/v1/getPromotionsList')).body.data.data as { code: string }[];
    expect(promotions.map((p) => p.code)).toEqual(['OTPBOOST', 'BIZ5', 'WELCOME10']);
  });

  it('limits the blog list: default and max 199, bad values 400', async () => {
    expect(((await get('/blogApi/v1/getBlogList')).body.data.data as unknown[]).length).toBe(7);
    expect(((await get('/blogApi/v1/getBlogList?limit=2')).body.data.data as unknown[]).length).toBe(2);
    expect((await get('/blogApi/v1/getBlogList?limit=5000')).status).toBe(200);
    for (const bad of ['abc', '1.5', '-1', '0']) {
      const response = await get(`/blogApi/v1/getBlogList?limit=${bad}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ status: 400, data: { data: null } });
    }
  });

  it('404 for unknown posts, 400 for missing or malformed keys', async () => {
    expect((await get('/blogApi/v1/getBlogDetails?path=no-such-post')).status).toBe(404);
    expect((await get('/blogApi/v1/getBlogDetails?blogId=999999')).status).toBe(404);
    expect((await get('/blogApi/v1/getBlogDetails')).status).toBe(400);
    expect((await get('/blogApi/v1/getBlogDetails?path=../etc')).status).toBe(400);
    expect((await get('/blogApi/v1/getBlogDetails?blogId=abc')).status).toBe(400);
  });
});
