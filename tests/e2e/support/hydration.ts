/**
 * Hydration, as the e2e suites see it. The framework's scripts start only after the first paint
 * (lib/server/deferred-scripts.mjs), so a test either waits for React or, on purpose, acts before it.
 */
import type { Page } from '@playwright/test';

/**
 * Runs in the page: true once React has hydrated the element `selector` finds (React tags the
 * nodes it hydrates with its fiber). Pass it to `page.evaluate` or `page.waitForFunction`.
 */
export function hydrated(selector: string): boolean {
  const node = document.querySelector(selector);
  return Boolean(node && Object.keys(node).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Holds every script chunk of the build back until the returned `release` is called: the page
 * paints from its HTML and stays unhydrated while the test acts as a visitor on a slow connection.
 */
export async function holdChunks(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
