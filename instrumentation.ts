/**
 * Runs once when a server process starts, on the Node.js runtime of `next start`/`next dev` only
 * (not in the edge runtime, not during `next build`): the shared page cache is filled from the build
 * when REDIS_URL is set (lib/server/shared-cache.ts), the proxy is given the CMS redirect table, then the contact form's mail retry job
 * (lib/contact/retry.ts) and the job runner of scheduled publishing (cms/jobs/runner.ts) start.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [
    { startRetryJob },
    { startJobRunner },
    { loadBuildIntoSharedCache },
    { findRedirect },
    { provideRedirectLookup },
  ] = await Promise.all([
    import('@/lib/contact/retry'),
    import('@/cms/jobs/runner'),
    import('@/lib/server/shared-cache'),
    import('@/lib/content/redirects'),
    import('@/lib/routing/redirect-lookup'),
  ]);
  // The proxy answers unknown paths, and is compiled apart from the app: it reads the CMS redirect table
  // through the app's own read (lib/routing/redirect-lookup.ts).
  provideRedirectLookup(findRedirect);
  await loadBuildIntoSharedCache();
  // Connects the app's Redis client (rate limit, /readyz) now rather than on the first visitor's request.
  (await import('@/lib/server/redis.mjs')).sharedRedis();
  startRetryJob();
  startJobRunner();
}
