/**
 * GSM 03.38 character set, as the SMS network sees it.
 *
 * A message can go out with the cheap "English rate" (GSM 7-bit) only if every
 * character is in the default alphabet or its extension table; a single other
 * character forces the whole message to UCS-2 ("Thai rate").
 */

/** GSM 03.38 default alphabet (1 unit each). ESC (0x1B) is left out on purpose: it is the escape prefix, not text a user can type. */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ' +
  ' !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§' +
  '¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** Extension table: each is sent as ESC + char, so it costs 2 units. */
const GSM_EXTENDED = '\f^{}\\[~]|€';

const BASIC_SET: ReadonlySet<string> = new Set(GSM_BASIC);
const EXTENDED_SET: ReadonlySet<string> = new Set(GSM_EXTENDED);

/** All characters of the GSM extension table (each counts as 2 units). */
export const GSM_EXTENSION_CHARS: readonly string[] = Array.from(GSM_EXTENDED);

/**
 * Units one character takes in GSM 7-bit: 1 (default alphabet), 2 (extension
 * table) or null when it is not GSM at all. `char` is one code point.
 */
export function gsmUnits(char: string): 1 | 2 | null {
  if (BASIC_SET.has(char)) return 1;
  if (EXTENDED_SET.has(char)) return 2;
  return null;
}

export function isGsmChar(char: string): boolean {
  return gsmUnits(char) !== null;
}

/**
 * Look-alike characters that word processors and phones insert silently.
 * Each forces the Thai rate, but has a plain GSM equivalent.
 */
export const GSM_REPLACEMENTS: Readonly<Record<string, string>> = {
  // single quotes / apostrophes
  '\u2018': "'", // ‘
  '\u2019': "'", // ’
  '\u201A': "'", // ‚
  '\u201B': "'", // ‛
  '\u2032': "'", // ′
  // double quotes
  '\u201C': '"', // “
  '\u201D': '"', // ”
  '\u201E': '"', // „
  '\u201F': '"', // ‟
  '\u2033': '"', // ″
  // dashes and hyphens
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2013': '-', // – en dash
  '\u2014': '-', // — em dash
  '\u2015': '-', // ― horizontal bar
  '\u2212': '-', // − minus sign
  // ellipsis
  '\u2026': '...', // …
  // non-breaking spaces
  '\u00A0': ' ',
  '\u2007': ' ', // figure space
  '\u202F': ' ', // narrow no-break space
};

/** GSM replacement for a non-GSM character, or undefined if it has none. */
export function gsmReplacement(char: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(GSM_REPLACEMENTS, char) ? GSM_REPLACEMENTS[char] : undefined;
}
