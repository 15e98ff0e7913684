// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isChunkLoadError, RELOAD_GUARD_MS, reloadOnce } from '@/components/widgets/chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises the errors of a missing chunk, in the wordings of the browsers and bundlers', () => {
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/x.js'))).toBe(true);
    expect(isChunkLoadError('Importing a module script failed.')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ message: 'Loading chunk 1 failed' })).toBe(false);
  });
});

describe('reloadOnce', () => {
  const reload = vi.fn();
  let online = true;

  beforeEach(() => {
    reload.mockClear();
    online = true;
    window.sessionStorage.clear();
    vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  });
  afterEach(() => vi.restoreAllMocks());

  it('reloads once, then not again within the guard (spec §9: 60 s)', () => {
    expect(reloadOnce(1_000_000)).toBe(true);
    expect(reloadOnce(1_000_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnce(1_000_000 + RELOAD_GUARD_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the browser is offline, and keeps its one reload for later', () => {
    online = false;
    expect(reloadOnce(1_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    online = true;
    expect(reloadOnce(1_000_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
