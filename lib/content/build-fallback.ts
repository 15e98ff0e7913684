/**
 * For the very first build only: when `next build` runs and the read fails (source unreachable,
 * database not migrated), log and use `empty` so the build completes. At run time (revalidation)
 * the error propagates and Next keeps the last good page. BUILD_REQUIRES_CONTENT=1 turns the
 * fallback off, so a build whose database is missing or unreadable fails with the cause.
 */
export async function duringBuildOr<T>(read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (process.env.NEXT_PHASE !== 'phase-production-build') throw error;
    // Where the content is known to be there (tests, quickstart), an empty page is a failure.
    if (process.env.BUILD_REQUIRES_CONTENT === '1') throw error;
    console.warn('[content] read failed during the build; rendering the empty state', error);
    return empty;
  }
}
