/**
 * Sender name (SMS "from") rules: A–Z and 0–9 only, 4 to 11 characters.
 * Returns stable error codes; the UI translates them.
 */

export const SENDER_NAME_MIN = 4;
export const SENDER_NAME_MAX = 11;

export type SenderNameError =
  'empty' | 'tooShort' | 'tooLong' | 'hasSpace' | 'hasLowercase' | 'hasNonLatinScript' | 'hasSpecialChar';

export type SenderNameCheck = {
  valid: boolean;
  /** Every broken rule, each code once, in the order of the union above. */
  errors: SenderNameError[];
};

const ERROR_ORDER: readonly SenderNameError[] = [
  'empty',
  'tooShort',
  'tooLong',
  'hasSpace',
  'hasLowercase',
  'hasNonLatinScript',
  'hasSpecialChar',
];

const ALLOWED = /^[A-Z0-9]$/;
const LOWERCASE = /^[a-z]$/;
const SPACE = /^\s$/u;
// A letter, digit or mark whose script is not Latin/Common/Inherited: Thai letters,
// vowels, tone marks and digits, CJK, Arabic-Indic digits…
const LETTER_DIGIT_MARK = /^[\p{L}\p{M}\p{N}]$/u;
const LATIN_OR_SHARED_SCRIPT = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]$/u;

function classify(char: string): SenderNameError | null {
  if (ALLOWED.test(char)) return null;
  if (LOWERCASE.test(char)) return 'hasLowercase';
  if (SPACE.test(char)) return 'hasSpace';
  if (LETTER_DIGIT_MARK.test(char) && !LATIN_OR_SHARED_SCRIPT.test(char)) return 'hasNonLatinScript';
  // Punctuation, symbols, emoji, and accented/full-width Latin letters (É, ñ, Ａ) are not allowed either.
  return 'hasSpecialChar';
}

export function checkSenderName(name: string): SenderNameCheck {
  const found = new Set<SenderNameError>();
  // Characters as the user sees them (code points), not UTF-16 units.
  const chars = Array.from(name);
  if (chars.length === 0) {
    found.add('empty');
  } else {
    if (chars.length < SENDER_NAME_MIN) found.add('tooShort');
    if (chars.length > SENDER_NAME_MAX) found.add('tooLong');
    for (const char of chars) {
      const error = classify(char);
      if (error !== null) found.add(error);
    }
  }
  const errors = ERROR_ORDER.filter((code) => found.has(code));
  return { valid: errors.length === 0, errors };
}

/**
 * A name that follows the rules, derived from `name` by uppercasing it and dropping every other
 * character; null when that leaves fewer than 4 characters or nothing changes. Over-long results
 * are cut to 11.
 */
export function suggestSenderName(name: string): string | null {
  const kept = name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, SENDER_NAME_MAX);
  if (kept.length < SENDER_NAME_MIN || kept === name) return null;
  return kept;
}
