/**
 * Presenting the characters that force the Thai rate (see analyzeMessage): grouped by
 * character for a list, and as runs of the original text for a highlighted preview.
 */
import type { NonGsmChar } from './credits';

export type NonGsmGroup = {
  char: string;
  /** "U+00A0", "U+1F600": names invisible characters unambiguously. */
  codePoint: string;
  replacement?: string;
  /** UTF-16 indexes in the text, ascending. */
  indexes: number[];
};

export type TextRun = { text: string; flagged: boolean };

export function codePointLabel(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** One entry per distinct character, in order of first appearance. */
export function groupNonGsmChars(chars: readonly NonGsmChar[]): NonGsmGroup[] {
  const groups = new Map<string, NonGsmGroup>();
  for (const { char, index, replacement } of chars) {
    let group = groups.get(char);
    if (group === undefined) {
      group = { char, codePoint: codePointLabel(char), indexes: [] };
      if (replacement !== undefined) group.replacement = replacement;
      groups.set(char, group);
    }
    group.indexes.push(index);
  }
  return [...groups.values()];
}

/** `text` cut into alternating runs of ordinary and flagged characters; joined back, the runs equal `text`. */
export function splitFlagged(text: string, chars: readonly NonGsmChar[]): TextRun[] {
  const runs: TextRun[] = [];
  let cursor = 0;
  const push = (piece: string, flagged: boolean) => {
    if (piece === '') return;
    const last = runs[runs.length - 1];
    if (last !== undefined && last.flagged === flagged) last.text += piece;
    else runs.push({ text: piece, flagged });
  };
  for (const { char, index } of chars) {
    push(text.slice(cursor, index), false);
    push(char, true);
    cursor = index + char.length;
  }
  push(text.slice(cursor), false);
  return runs;
}

/** How many characters replaceReplaceable would change. */
export function countReplaceable(chars: readonly NonGsmChar[]): number {
  return chars.filter((c) => c.replacement !== undefined).length;
}
