/**
 * A background task of the server process, run every `intervalMs`: started at most once per
 * process (instrumentation can be evaluated more than once), never overlapping itself, and never
 * keeping the process alive. A failing round is logged and the next round tries again.
 */
const started = ((globalThis as { __sabaiTickers?: Set<string> }).__sabaiTickers ??= new Set<string>());

export function startTicker(name: string, intervalMs: number, task: () => Promise<unknown>): boolean {
  if (started.has(name)) return false;
  started.add(name);
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (error) {
      console.error(new Error(`[${name}] round failed; trying again in ${intervalMs} ms`, { cause: error }));
    } finally {
      running = false;
    }
  };
  setInterval(() => void tick(), intervalMs).unref();
  return true;
}
