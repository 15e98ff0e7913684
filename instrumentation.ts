/**
 * Runs once when a server process starts. Starts the contact form's mail retry job (lib/contact/retry.ts) on
 * the Node.js runtime of `next start`/`next dev` only: not in the edge runtime, not during `next build`.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startRetryJob } = await import('@/lib/contact/retry');
  startRetryJob();
}
