type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * False on a data-saver or 2G connection (spec §9: link prefetch is skipped there), true
 * otherwise and on the server. Read during render: `prefetch` is not rendered to the DOM, so the
 * value may differ between server and browser without a hydration mismatch.
 */
export function prefetchAllowed(): boolean {
  if (typeof navigator === 'undefined') return true;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
