/**
 * Runs once when a server process starts, on the Node.js runtime of `next start`/`next dev` only
 * (not in the edge runtime, not during `next build`): the contact form's mail retry job
 * (lib/contact/retry.ts) and the job runner of scheduled publishing (cms/jobs/runner.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startRetryJob }, { startJobRunner }] = await Promise.all([
    import('@/lib/contact/retry'),
    import('@/cms/jobs/runner'),
  ]);
  startRetryJob();
  startJobRunner();
}
