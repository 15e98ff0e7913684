/**
 * Jobs on time. The server polls its queue every JOBS_INTERVAL_MS (./runner.ts); a job due sooner
 * (a promotion's start, a scheduled publish) would wait up to that long. Whoever queues
 * a job calls `wakeJobRunner(at)`, and the runner of this process arms a timer for that moment; after
 * each round it also arms one for the earliest job still waiting, so jobs queued by another instance
 * run on time here too. A process-wide registry, because the hooks that queue jobs and the runner
 * started by instrumentation.ts are separate bundles.
 */
type Waker = (at: Date) => void;

const registry = globalThis as { __sabaiJobWaker?: Waker };

/** Asks this process's job runner to run the queue at `at` (no-op where no runner runs: scripts, tests). */
export function wakeJobRunner(at: Date): void {
  registry.__sabaiJobWaker?.(at);
}

/** Registers the runner's waker (./runner.ts). */
export function onJobWake(waker: Waker): void {
  registry.__sabaiJobWaker = waker;
}
