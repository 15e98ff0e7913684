type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** False on a data-saver or 2G connection (spec §9: link prefetch is skipped there). Browser only. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? '');
}
