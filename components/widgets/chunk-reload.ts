import { sessionGet, sessionSet } from '@/components/widgets/browser-storage';

const RELOADED_AT = 'chunkReloadAt';
/** Spec §9: no second reload within 60 s, so a broken deployment cannot loop. */
export const RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk [\w/.-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True for the errors a browser raises when a code chunk of an older deployment is gone. */
export function isChunkLoadError(value: unknown): boolean {
  if (value instanceof Error) return value.name === 'ChunkLoadError' || CHUNK_ERROR.test(value.message);
  return typeof value === 'string' && CHUNK_ERROR.test(value);
}

/**
 * Reloads the page once; false (and nothing happens) when it already did within 60 s, or while the
 * browser is offline: then the chunk failed for want of a connection, not because a deployment
 * removed it, and a reload would replace the page the visitor is reading with the browser's own
 * offline error. The page stays (the offline notice says why); the next navigation loads afresh.
 */
export function reloadOnce(now = Date.now()): boolean {
  if (!navigator.onLine) return false;
  const last = Number(sessionGet(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  sessionSet(RELOADED_AT, String(now));
  window.location.reload();
  return true;
}
