/**
 * The cached source (lib/content/cached.ts) with Next's unstable_cache replaced by a recorder: each read
 * is one entry under its declared tags; when the source fails, a read answers its last good value through
 * a short-lived entry, and without one the error goes on.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const entries: { key: string[]; tags?: string[]; revalidate?: number }[] = [];
vi.mock('next/cache', () => ({
  unstable_cache:
    (fn: () => Promise<unknown>, key: string[], options: { tags?: string[]; revalidate?: number }) => () => {
      entries.push({ key, ...options });
      return fn();
    },
}));
vi.mock('next/server', () => ({ after: () => undefined }));
const packages = vi.fn();
vi.mock('@/lib/content/cms/source', () => ({ createCmsSource: () => ({ packages }) }));

const { cachedSource } = await import('@/lib/content/cached');

beforeEach(() => {
  entries.length = 0;
  packages.mockReset();
});

describe('the cached source', () => {
  it('keeps each read under its tags and `content`', async () => {
    packages.mockResolvedValue([{ id: '1' }]);
    expect(await cachedSource.packages('en')).toEqual([{ id: '1' }]);
    expect(entries).toEqual([{ key: ['content', 'v2', 'packages', 'cms', '["en"]'], tags: ['content', 'packages'] }]);
  });

  it('answers the last good value for 10 s when the source fails, and fails without one', async () => {
    packages.mockResolvedValueOnce([{ id: 'last' }]);
    await cachedSource.packages('th');
    packages.mockRejectedValue(new Error('database down'));
    entries.length = 0;
    expect(await cachedSource.packages('th')).toEqual([{ id: 'last' }]);
    expect(entries[1]).toMatchObject({ key: expect.arrayContaining(['content-fallback']), revalidate: 10 });
    await expect(cachedSource.packages('vi')).rejects.toThrow('Content read packages failed');
  });
});
