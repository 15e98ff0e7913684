/**
 * Message credit counting, following the provider's rule:
 * 1 credit per 160 characters at the English rate (GSM 7-bit),
 * 1 credit per 70 characters at the Thai rate (UCS-2, any mixed text).
 * Deliberately NOT the 153/67 concatenated-segment sizes.
 */
import { gsmReplacement, gsmUnits } from './gsm';

export const ENGLISH_CHARS_PER_CREDIT = 160;
export const THAI_CHARS_PER_CREDIT = 70;

/** Largest recipient count accepted for one send. */
export const MAX_RECIPIENTS_PER_SEND = 100_000;

export type MessageEncoding = 'gsm7' | 'unicode';

export type NonGsmChar = {
  /** One code point (an emoji is its whole surrogate pair). */
  char: string;
  /** UTF-16 index of the character in the original text. */
  index: number;
  /** Plain GSM equivalent, when there is one. */
  replacement?: string;
};

export type MessageAnalysis = {
  encoding: MessageEncoding;
  /** Length as billed: UTF-16 code units (unicode), or GSM units with extension chars counted twice (gsm7). */
  length: number;
  perCredit: 70 | 160;
  credits: number;
  /** Exactly the characters that force the Thai rate. */
  nonGsmChars: NonGsmChar[];
};

export function analyzeMessage(text: string): MessageAnalysis {
  let gsmLength = 0;
  const nonGsmChars: NonGsmChar[] = [];
  let index = 0;
  // for..of walks code points, so a surrogate pair is reported as one character.
  for (const char of text) {
    const units = gsmUnits(char);
    if (units === null) {
      const replacement = gsmReplacement(char);
      nonGsmChars.push(replacement === undefined ? { char, index } : { char, index, replacement });
    } else {
      gsmLength += units;
    }
    index += char.length;
  }

  if (nonGsmChars.length === 0) {
    return {
      encoding: 'gsm7',
      length: gsmLength,
      perCredit: ENGLISH_CHARS_PER_CREDIT,
      credits: Math.ceil(gsmLength / ENGLISH_CHARS_PER_CREDIT),
      nonGsmChars,
    };
  }
  // The network counts UTF-16 code units, so Thai vowels/tone marks and each half of a surrogate pair count.
  const length = text.length;
  return {
    encoding: 'unicode',
    length,
    perCredit: THAI_CHARS_PER_CREDIT,
    credits: Math.ceil(length / THAI_CHARS_PER_CREDIT),
    nonGsmChars,
  };
}

export function creditsPerMessage(text: string): number {
  return analyzeMessage(text).credits;
}

/** Replaces curly quotes, long dashes, ellipsis and non-breaking spaces by their GSM equivalents. Other characters are kept. */
export function replaceReplaceable(text: string): string {
  let out = '';
  for (const char of text) out += gsmReplacement(char) ?? char;
  return out;
}

/**
 * Credits for sending `text` to `recipients` numbers.
 * Throws a RangeError (rather than clamping, so a too-large send is never
 * silently under-quoted) when recipients is not an integer in 0..MAX_RECIPIENTS_PER_SEND.
 */
export function totalCredits(text: string, recipients: number): number {
  if (!Number.isInteger(recipients) || recipients < 0 || recipients > MAX_RECIPIENTS_PER_SEND) {
    throw new RangeError(`recipients must be an integer between 0 and ${MAX_RECIPIENTS_PER_SEND}, got ${recipients}`);
  }
  return analyzeMessage(text).credits * recipients;
}
