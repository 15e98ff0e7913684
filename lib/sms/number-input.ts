/**
 * Reading a whole number (credits, recipients) typed by a visitor in any of the site's languages.
 * Accepts Thai (๐–๙) and full-width digits, and thousands grouped with one consistent separator
 * ("25,000", "25.000", "25 000"), since Vietnamese groups with dots. Anything else, decimals
 * included, is rejected rather than guessed.
 */

const THAI_ZERO = 0x0e50;
const FULLWIDTH_ZERO = 0xff10;

function asciiDigits(text: string): string {
  return text.replace(/[\u0E50-\u0E59\uFF10-\uFF19]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= FULLWIDTH_ZERO ? FULLWIDTH_ZERO : THAI_ZERO;
    return String(code - zero);
  });
}

const PLAIN = /^\d+$/;
// Groups of three after a first group of one to three digits, all with the same separator.
const GROUPED = /^\d{1,3}([,. \u00A0\u202F])\d{3}(?:\1\d{3})*$/;

/** The non-negative integer written in `text`, or null when it is empty, not a whole number, or unsafe. */
export function parseWholeNumber(text: string): number | null {
  const value = asciiDigits(text.trim());
  if (!PLAIN.test(value) && !GROUPED.test(value)) return null;
  const number = Number(value.replace(/\D/g, ''));
  return Number.isSafeInteger(number) ? number : null;
}
