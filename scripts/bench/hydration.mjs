/**
 * How much React hydrates on a page: the fibers of the first commit (the hydration), and of them the
 * function components, their hooks and the refs to attach, counted in Debian's chromium through the
 * hook React calls for its developer tools (installed before the page's scripts run). Unlike
 * Lighthouse's blocking time, which moves by hundreds of milliseconds between runs on a busy 2-core
 * machine, these are the same on every run of one build: a change to the pages can be judged by them.
 */
import { chromium } from '@playwright/test';

/** Runs in the page before its scripts: a stand-in for React's developer tools that counts the first commit. */
function countFirstCommit() {
  const FUNCTION_TAGS = new Set([0, 11, 14, 15]); // function, forwardRef, memo, simple memo
  const HOST_TAG = 5;
  window.__hydrationCount = null;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      if (window.__hydrationCount) return;
      const count = { fibers: 0, host: 0, components: 0, hooks: 0, refs: 0 };
      const stack = [root.current.child];
      while (stack.length) {
        for (let fiber = stack.pop(); fiber; fiber = fiber.sibling) {
          count.fibers += 1;
          if (fiber.tag === HOST_TAG) count.host += 1;
          if (FUNCTION_TAGS.has(fiber.tag)) {
            count.components += 1;
            for (let hook = fiber.memoizedState; hook && typeof hook === 'object' && 'next' in hook; hook = hook.next)
              count.hooks += 1;
          }
          if (fiber.ref) count.refs += 1;
          if (fiber.child) stack.push(fiber.child);
        }
      }
      window.__hydrationCount = count;
    },
  };
}

/** The first commit's counts for each of `urls` (a phone-sized window), in order. */
export async function hydrationCounts(urls) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const counts = [];
    for (const url of urls) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
      await page.addInitScript(countFirstCommit);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(() => window.__hydrationCount !== null, null, { timeout: 15_000 });
      counts.push(await page.evaluate(() => window.__hydrationCount));
      await page.close();
    }
    return counts;
  } finally {
    await browser.close();
  }
}
