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
  // What the legacy API lacks comes from the CMS, as in lib/content/cached.ts.
  remote = createReaders({
    ...cmsSource,
    ...createRemoteSource({ baseURL: server.baseURL, token: 'contract-token' }),
  });
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

describe('remote source over the app’s legacy API = CMS source', () => {
  it.each(locales)('site config, packages, promotions, categories, customers, popup (%s)', async (locale) => {
    expect(await remote.siteConfig(locale)).toEqual(await cms.siteConfig(locale));
    expect(await remote.packages(locale)).toEqual(await cms.packages(locale));
    expect(await remote.homePackages(locale)).toEqual(await cms.homePackages(locale));
    expect(await remote.promotions(locale)).toEqual(await cms.promotions(locale));
    expect(await remote.categories(locale)).toEqual(await cms.categories(locale));
    expect(await remote.customers()).toEqual(await cms.customers());
    expect(await remote.popup(locale)).toEqual(await cms.popup(locale));
    expect(await remote.priceRanges()).toEqual(await cms.priceRanges());
  });

  it.each(locales)('blog list, category filter and every post with its body (%s)', async (locale) => {
    const list = await cms.postList(locale);
    expect(list.length).toBeGreaterThan(0);
    expect(await remote.postList(locale)).toEqual(list);
    for (const category of await cms.categories(locale)) {
      expect(await remote.categoryPosts(locale, category.id)).toEqual(await cms.categoryPosts(locale, category.id));
    }
    for (const { path } of list) {
      const post = await cms.post(locale, path);
      expect(post?.body.length).toBeGreaterThan(0);
      expect(await remote.post(locale, path)).toEqual(post);
    }
    expect(await remote.post(locale, 'no-such-post')).toBeNull();
    expect(await remote.allPostPaths()).toEqual(await cms.allPostPaths());
  });

  it('sends the spec’s Accept header and the bearer token', () => {
    expect(server.seen.accept).toBe('application/json, text/plain, */*');
    expect(server.seen.authorization).toBe('Bearer contract-token');
  });
});
