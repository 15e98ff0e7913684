// Next's default page and data cache, the class `next start` uses when no `cacheHandler` is configured.
//
// Next exports no public name for it, and a configured handler replaces it entirely: the only way to keep
// its behaviour (the build's prerendered pages served from disk under Next's own keys, pages rendered later
// written beside them, tag expiry with `{ expire: 0 }` and stale-while-revalidate, the in-memory LRU of
// `cacheMaxMemorySize`) while adding to it (lib/server/page-policy.mjs) is to build on this class. Its path is
// internal to Next: tests/unit/server-cache-handler.test.ts fails if an upgrade moves or reshapes it.
import * as fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/**
 * Node's import of a CommonJS module gives its `module.exports` as default; a bundler (Next bundles the
 * handler into its proxy too) gives the module's own `default` export.
 * @type {new (ctx: object) => { get: Function, set: Function, revalidateTag: Function, resetRequestCache: Function }}
 */
export const NextFileCache = fileSystemCache.default?.default ?? fileSystemCache.default;
