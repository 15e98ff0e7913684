import { describe, expect, it } from 'vitest';

import { VersionCache } from '@/lib/server/version-cache.mjs';

describe('VersionCache', () => {
  it('serves an entry only for the version it was built from', () => {
    const cache = new VersionCache({ maxBytes: 1000 });
    cache.set('/en/packages', '"v1"', 'policy v1', 10);
    expect(cache.get('/en/packages', '"v1"')).toBe('policy v1');
    expect(cache.get('/en/packages', '"v2"')).toBeUndefined();
    expect(cache.get('/packages', '"v1"')).toBeUndefined();
  });

  it('never holds more bytes than its bound, dropping the least recently used first', () => {
    const cache = new VersionCache({ maxBytes: 100 });
    cache.set('/a', '1', 'a', 40);
    cache.set('/b', '1', 'b', 40);
    expect(cache.get('/a', '1')).toBe('a'); // /a is now the most recently used
    cache.set('/c', '1', 'c', 40);
    expect(cache.bytes).toBeLessThanOrEqual(100);
    expect(cache.get('/b', '1')).toBeUndefined();
    expect(cache.get('/a', '1')).toBe('a');
    expect(cache.get('/c', '1')).toBe('c');
    cache.set('/huge', '1', 'huge', 101);
    expect(cache.get('/huge', '1')).toBeUndefined();
    expect(cache.bytes).toBe(80);
  });

  it('replacing an entry keeps the byte count exact', () => {
    const cache = new VersionCache({ maxBytes: 100 });
    cache.set('/a', '1', 'first', 30);
    cache.set('/a', '1', 'second', 50);
    expect(cache.bytes).toBe(50);
    expect(cache.get('/a', '1')).toBe('second');
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
