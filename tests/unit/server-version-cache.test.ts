import { describe, expect, it } from 'vitest';

import { VersionCache } from '@/lib/server/version-cache.mjs';

describe('VersionCache', () => {
  it('keeps the latest version of each URL, a new version replacing the old', () => {
    const cache = new VersionCache({ maxBytes: 1000 });
    cache.set('/en/packages', '"v1"', 'forms v1', 10);
    expect(cache.latest('/en/packages')).toMatchObject({ version: '"v1"', value: 'forms v1' });
    expect(cache.latest('/packages')).toBeUndefined();
    cache.set('/en/packages', '"v2"', 'forms v2', 30);
    expect(cache.latest('/en/packages')).toMatchObject({ version: '"v2"', value: 'forms v2' });
    expect(cache.bytes).toBe(30);
  });

  it('never holds more bytes than its bound, dropping the least recently used first', () => {
    const cache = new VersionCache({ maxBytes: 100 });
    cache.set('/a', '1', 'a', 40);
    cache.set('/b', '1', 'b', 40);
    expect(cache.latest('/a')?.value).toBe('a'); // /a is now the most recently used
    cache.set('/c', '1', 'c', 40);
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.latest('/b')).toBeUndefined();
    expect(cache.latest('/a')?.value).toBe('a');
    expect(cache.latest('/c')?.value).toBe('c');
    cache.set('/huge', '1', 'huge', 101);
    expect(cache.latest('/huge')).toBeUndefined();
    expect(cache.bytes).toBe(80);
  });

  it('builds each version once however many requests ask at the same time', async () => {
    const cache = new VersionCache({ maxBytes: 1000 });
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { value: `entry ${builds}`, size: 5 };
    };
    const results = await Promise.all([1, 2, 3].map(() => cache.getOrBuild('/', '"v1"', build)));
    expect(results).toEqual(['entry 1', 'entry 1', 'entry 1']);
    expect(builds).toBe(1);
    expect(await cache.getOrBuild('/', '"v1"', build)).toBe('entry 1');
    expect(await cache.getOrBuild('/', '"v2"', build)).toBe('entry 2');
    expect(builds).toBe(2);
  });

  it('does not keep a failed build', async () => {
    const cache = new VersionCache({ maxBytes: 1000 });
    await expect(cache.getOrBuild('/', '1', () => Promise.reject(new Error('zlib failed')))).rejects.toThrow(
      'zlib failed',
    );
    expect(await cache.getOrBuild('/', '1', async () => ({ value: 'ok', size: 2 }))).toBe('ok');
  });
});
