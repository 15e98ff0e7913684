// The Content-Security-Policy of a stored page version, put into the headers Next keeps with it.
//
// Next's cache handler sees every page version it stores (`set`, with its complete HTML) and every one
// it serves from the build (`get`); Next sends the headers of that entry with every response of the
// version, the first included (it sends the very object it stored). So the policy, built from the
// page's own inline scripts (lib/security/csp.mjs), is computed once per version, follows a page
// regenerated after a CMS edit, and needs nothing between Next and the socket. Previews (draft mode)
// and other pages rendered per request never pass through the cache: proxy.ts gives them a nonce.
import { pagePolicy } from '../security/csp.mjs';
import { upFrontScriptUrls } from '../perf/script-urls.mjs';
import { deferFrameworkScripts } from './deferred-scripts.mjs';
import { siteScripts } from './site-scripts.mjs';

export const POLICY_HEADER = 'content-security-policy';

/**
 * Finishes a cached page entry once, when it has no policy yet (an entry of the build, read from disk,
 * or one being stored): a page's framework scripts start after its first paint (lib/server/deferred-scripts.mjs)
 * and its headers get the policy of that HTML. Next sends this very object, the first response of a
 * version included. Anything but an HTML page (data, route handlers, RSC-only entries) is left as it is.
 * @param {unknown} value an IncrementalCacheValue or null
 */
export function withPagePolicy(value) {
  const page = /** @type {{ kind?: string, html?: unknown, headers?: Record<string, unknown> } | null} */ (value);
  if (page?.kind !== 'APP_PAGE' || typeof page.html !== 'string' || !page.html.includes('<html')) return value;
  page.headers ??= {};
  if (typeof page.headers[POLICY_HEADER] === 'string') return value;
  // Only a page that answered 200 has its scripts wait for its first paint: the not-found screen of a page
  // that called notFound() (an unknown article: 404, never kept) is drawn by its scripts from the RSC
  // payload, so it has no paint to wait for.
  if (page.status === undefined || page.status === 200) page.html = deferFrameworkScripts(page.html);
  page.headers[POLICY_HEADER] = pagePolicy(page.html, (process.env.SERVER_URL ?? '').startsWith('https://'));
  return value;
}

/** Cache keys (pages) whose scripts are in siteScripts. */
const recordedKeys = new Set();

/**
 * Adds a kept page's up-front scripts to siteScripts, once per page and process: a route's chunks are
 * its build's, whatever the version, and an entry from Redis is a new object at every request, so
 * scanning its HTML per version would scan it per request.
 * @param {string} key @param {unknown} value
 */
function recordSiteScripts(key, value) {
  const page = /** @type {{ kind?: string, html?: unknown } | null} */ (value);
  if (recordedKeys.has(key) || page?.kind !== 'APP_PAGE' || typeof page.html !== 'string') return;
  recordedKeys.add(key);
  for (const url of upFrontScriptUrls(page.html)) siteScripts.add(url);
}

/**
 * A cache handler class whose page entries carry their policy, on top of the store `base()` names (Next's
 * own file cache, or the shared Redis cache): what next.config.ts names as `cacheHandler`. The store is
 * created with each handler rather than extended when this module loads: Next also bundles the handler
 * into its proxy, where Next's own classes are not yet defined at that moment.
 * @param {() => new (ctx: any) => { get: Function, set: Function, revalidateTag: Function, resetRequestCache?: Function }} base
 */
export function pagePolicyCache(base) {
  return class PagePolicyCache {
    /** @param {any} ctx Next's CacheHandlerContext */
    constructor(ctx) {
      const Store = base();
      this.store = new Store(ctx);
    }

    /** @param {string} key @param {unknown} ctx */
    async get(key, ctx) {
      const entry = await this.store.get(key, ctx);
      if (entry?.value) recordSiteScripts(key, withPagePolicy(entry.value));
      return entry;
    }

    /**
     * Stores a version with its policy. A page that did not answer 200 (the not-found screen of an unknown
     * path or article, a redirect of the CMS table) is still sent with its policy, but not kept: unknown
     * paths are unbounded and must not fill the cache or the disk.
     * @param {string} key @param {unknown} data @param {unknown} ctx
     */
    async set(key, data, ctx) {
      const page = /** @type {{ kind?: string, status?: number } | null} */ (withPagePolicy(data));
      if (page?.kind === 'APP_PAGE' && page.status !== undefined && page.status !== 200) return;
      recordSiteScripts(key, data);
      return this.store.set(key, data, ctx);
    }

    /** @param {...unknown} args tags and, from Next 16, their durations ({ expire }) */
    revalidateTag(...args) {
      return this.store.revalidateTag(...args);
    }

    resetRequestCache() {
      this.store.resetRequestCache?.();
    }
  };
}
