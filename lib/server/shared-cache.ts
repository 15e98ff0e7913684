/**
 * With REDIS_URL, a starting instance loads the pages and data its build prerendered into the shared cache
 * (lib/server/cache-handler.mjs), but never over an entry already there: another instance of the same build
 * may have regenerated it after a publish, and a restart must not bring the old page back.
 */
export async function loadBuildIntoSharedCache(): Promise<void> {
  if (!process.env.REDIS_URL) return;
  const [{ registerInitialCache }, { default: CacheHandler }] = await Promise.all([
    import('@fortedigital/nextjs-cache-handler/instrumentation'),
    import('@/lib/server/cache-handler.mjs'),
  ]);
  await registerInitialCache(CacheHandler, {
    buildDir: process.env.NEXT_DIST_DIR || '.next',
    setOnlyIfNotExists: true,
  });
}
