/**
 * A background task of the server process, run every `intervalMs`: started at most once per
 * process (instrumentation can be evaluated more than once), never overlapping itself, and never
 * keeping the process alive. A failing round is logged and the next round tries again.
 * `runAt(at)` also runs a round at a given moment (the job runner's timer for jobs due before the
 * next interval; a round asked for while one runs follows right after it).
 */
type Ticker = { runAt(at: Date): void };

const tickers = ((globalThis as { __sabaiTickers?: Map<string, Ticker> }).__sabaiTickers ??= new Map());

/** Starts the task (true), or does nothing when a ticker of that name already runs (false). */
export function startTicker(name: string, intervalMs: number, task: () => Promise<unknown>): boolean {
  if (tickers.has(name)) return false;
  let running = false;
  let again = false;
  /** `asked`: a round asked for at a moment (runAt) is not skipped but follows the one under way. */
  const tick = async (asked = false): Promise<void> => {
    if (running) {
      again ||= asked;
      return;
    }
    running = true;
    try {
      await task();
    } catch (error) {
      console.error(new Error(`[${name}] round failed; trying again in ${intervalMs} ms`, { cause: error }));
    } finally {
      running = false;
    }
    if (again) {
      again = false;
      await tick(true);
    }
  };
  let timer: { at: number; handle: NodeJS.Timeout } | undefined;
  const runAt = (at: Date) => {
    const when = at.getTime();
    // The interval comes first anyway, or an earlier timer is armed already.
    if (when - Date.now() >= intervalMs || (timer && timer.at <= when)) return;
    if (timer) clearTimeout(timer.handle);
    const handle = setTimeout(
      () => {
        timer = undefined;
        void tick(true);
      },
      Math.max(0, when - Date.now()),
    ).unref();
    timer = { at: when, handle };
  };
  setInterval(() => void tick(), intervalMs).unref();
  tickers.set(name, { runAt });
  return true;
}

/** Runs the ticker `name` at `at` (see above); nothing when it does not run in this process. */
export function runTickerAt(name: string, at: Date): void {
  tickers.get(name)?.runAt(at);
}
