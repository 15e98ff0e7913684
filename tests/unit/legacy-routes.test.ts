/** The app's legacy read API routes (spec §7) over HTTP: the envelope, field names and status codes. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startLegacyApiServer, type LegacyApiServer } from '../helpers/legacy-api-server';
import type { PayloadTestEnv } from '../helpers/payload-test-env';
import { createSeededCms } from '../helpers/seeded-cms';

let env: PayloadTestEnv;
let server: LegacyApiServer;

beforeAll(async () => {
  ({ env } = await createSeededCms('legacy-routes'));
  server = await startLegacyApiServer();
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('legacy API routes', () => {
  const get = async (path: string) => {
    const response = await fetch(`${server.baseURL}${path}`);
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
