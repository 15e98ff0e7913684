/**
 * The contract between the two content sources: the app's legacy API routes (served from the CMS) are put
 * behind a real HTTP server, the remote source reads them with axios, and every read must equal the CMS
 * source's, in every locale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startLegacyApiServer, type LegacyApiServer } from '../helpers/legacy-api-server';
import type { PayloadTestEnv } from '../helpers/payload-test-env';
import { createSeededCms } from '../helpers/seeded-cms';
import { locales } from '@/i18n/locales';
import type { ContentReaders } from '@/lib/content/read';

let env: PayloadTestEnv;
let server: LegacyApiServer;
let cms: ContentReaders;
let remote: ContentReaders;

beforeAll(async () => {
  ({ env } = await createSeededCms('contract'));
  const payload = env.payload;
  server = await startLegacyApiServer();

  const [{ createCmsLoaders, createCmsSource }, { createRemoteSource }, { createReaders }] = await Promise.all([
    import('@/lib/content/cms/source'),
    import('@/lib/content/remote/source'),
    import('@/lib/content/read'),
  ]);
  const cmsSource = createCmsSource(createCmsLoaders(async () => payload));
  cms = createReaders(cmsSource);
  remote = createReaders(
    createRemoteSource({
      baseURL: server.baseURL,
      token: 'contract-token',
      priceRanges: () => cmsSource.getPriceRanges(),
    }),
  );
});

afterAll(async () => {
  await server?.close();
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
    expect(server.seen.accept).toBe('application/json, text/plain, */*');
    expect(server.seen.authorization).toBe('Bearer contract-token');
  });
});
