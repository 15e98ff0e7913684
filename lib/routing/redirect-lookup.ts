/**
 * The CMS redirect table, as the proxy reads it.
 *
 * Next compiles proxy.ts apart from the app, so the proxy cannot import the CMS. instrumentation.ts,
 * which Next runs in the server process before the first request, hands it the app's own read
 * (lib/content/redirects.ts: cached with the `redirects` tag, so a change reaches the next request).
 * Without that read (a process that never registered it), no path is redirected.
 */
type Lookup = (path: string) => Promise<string | null>;

const KEY = Symbol.for('sabaisms.redirectLookup');
const holder = globalThis as typeof globalThis & { [KEY]?: Lookup };

export function provideRedirectLookup(lookup: Lookup): void {
  holder[KEY] = lookup;
}

/** The new location of an old path (`/old-pricing`), or null; a failed read answers null (a 404). */
export async function redirectTarget(path: string): Promise<string | null> {
  const lookup = holder[KEY];
  if (!lookup) return null;
  try {
    return await lookup(path);
  } catch (error) {
    console.error(new Error(`Redirect lookup failed for ${path}`, { cause: error }));
    return null;
  }
}
