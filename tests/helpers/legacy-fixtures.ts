/** Building blocks of the legacy round-trip tests: CMS-like media documents and the HTTP layer. */
import type { MediaDoc } from '@/lib/content/cms/media';

/** The timestamps every Payload document carries. */
export const stamps = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };

/** A populated upload as Payload returns it (depth 1, all locales). */
export const media = (id: number, alt: Record<string, string>): MediaDoc => ({
  ...stamps,
  id,
  filename: `img ${id}.png`,
  width: 1600,
  height: 900,
  alt,
});

/** What the HTTP layer does to the payload. */
export const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
