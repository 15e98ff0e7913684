/**
 * The expiry path of a change, with Next's revalidateTag replaced by a recorder (there is no Next
 * cache here): immediate expiry (never 'max'), the job for changes made outside the server, the skips,
 * and POST /api/revalidate.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const { revalidateCollection, revalidateGlobal, expireAfterChange } = await import('@/cms/hooks/revalidate');
const { POST } = await import('@/app/(payload)/api/revalidate/route');
const { changeTags, TAGS } = await import('@/lib/content/tags');
const { tagVersion } = await import('@/lib/server/shared-cache');

const logger = { debug: vi.fn(), error: vi.fn() };
const queue = vi.fn();
const req = { payload: { logger, jobs: { queue } } } as never;
const published = (extra: object) => ({ id: 1, _status: 'published', ...extra });
const postsCollection = { slug: 'posts', versions: { drafts: true } };

beforeEach(() => {
  revalidateTag.mockReset();
  queue.mockReset();
  logger.debug.mockReset();
  logger.error.mockReset();
});

describe('CMS hooks expire the tags of a change', () => {
  it('at once (profile { expire: 0 }, not stale-while-revalidate)', async () => {
    const hooks = revalidateCollection(changeTags.posts);
    const doc = published({ path: 'a', category: 3 });
    expect(await hooks.afterChange[0]!({ collection: postsCollection, doc, req, context: {} } as never)).toBe(doc);
    expect(revalidateTag.mock.calls).toEqual([
      ['posts', { expire: 0 }],
      ['post:a', { expire: 0 }],
      ['category-posts:3', { expire: 0 }],
    ]);
    expect(queue).not.toHaveBeenCalled();
  });

  it('on delete, and for globals', async () => {
    await revalidateCollection(changeTags.posts).afterDelete[0]!({
      collection: postsCollection,
      doc: published({ path: 'gone', category: null }),
      req,
      context: {},
    } as never);
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual(['posts', 'post:gone']);
    revalidateTag.mockReset();
    await revalidateGlobal(changeTags.config).afterChange[0]!({
      global: { slug: 'config', versions: { drafts: true } },
      doc: published({}),
      req,
      context: {},
    } as never);
    expect(revalidateTag).toHaveBeenCalledWith('config', { expire: 0 });
  });

  it('moves the version of the tags once committed (the search index rebuilds on it)', async () => {
    const before = await tagVersion([TAGS.packages]);
    await expireAfterChange([TAGS.packages], req, {});
    expect(await tagVersion([TAGS.packages])).not.toBe(before);
  });

  it('nothing when context.disableRevalidate is set (the seed), or for a draft that was never live', async () => {
    await expireAfterChange([TAGS.posts], req, { disableRevalidate: true });
    await revalidateCollection(changeTags.posts).afterChange[0]!({
      collection: postsCollection,
      doc: { id: 2, _status: 'draft', path: 'draft' },
      previousDoc: null,
      req,
      context: {},
    } as never);
    expect(revalidateTag).not.toHaveBeenCalled();
    expect(queue).not.toHaveBeenCalled();
  });

  it('never fails the save: outside Next it is a debug message, anything else is logged as an error', async () => {
    revalidateTag.mockImplementation(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag("posts")');
    });
    await expect(expireAfterChange([TAGS.posts], req, {})).resolves.toBeUndefined();
    expect(logger.debug).toHaveBeenCalledOnce();
    // Outside Next (a script), the server expires the pages: a job due now.
    expect(queue).toHaveBeenCalledOnce();
    expect(queue.mock.calls[0]![0]).toMatchObject({ task: 'expireTags', input: { tags: ['posts'], reason: 'script' } });
    revalidateTag.mockImplementation(() => {
      throw new Error('disk full');
    });
    await expect(expireAfterChange([TAGS.posts], req, {})).resolves.toBeUndefined();
    expect(logger.error).toHaveBeenCalledOnce();
  });
});

describe('POST /api/revalidate', () => {
  const call = (authorization?: string) =>
    POST(
      new Request('http://localhost/api/revalidate', {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      }),
    );

  it('503 when REVALIDATE_SECRET is unset', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await call('Bearer anything')).status).toBe(503);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('401 without the right bearer token', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 's3cret-value');
    for (const header of [
      undefined,
      'Bearer wrong',
      's3cret-value',
      'Bearer s3cret-valu',
      'Bearer s3cret-value2',
      'Basic s3cret-value',
    ]) {
      expect((await call(header)).status).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('expires everything (tag `content`, carried by every read) with the right token', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 's3cret-value');
    const response = await call('Bearer s3cret-value');
    expect(response.status).toBe(200);
    expect(revalidateTag.mock.calls).toEqual([['content', { expire: 0 }]]);
  });
});
