/** Building blocks of the legacy round-trip tests: CMS-like media documents and the HTTP layer. */

/** A populated upload as Payload returns it (depth 1). */
export const media = (id: number, alt: Record<string, string>) => ({
  id,
  filename: `img ${id}.png`,
  width: 1600,
  height: 900,
  alt,
});

/** What the HTTP layer does to the payload. */
export const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));
