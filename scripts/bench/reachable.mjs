/**
 * The code the production server runs of the project's own: the files reachable from server.mjs through
 * relative imports (packages left out), with their line counts. A figure of `npm run bench` (issue 29's
 * target: at most 450 lines).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT =
  /^\s*(?:import|export)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm;

/** @param {string} entry @returns {{ files: Array<{ file: string, lines: number }>, lines: number }} */
export function reachableCode(entry = 'server.mjs') {
  const seen = new Map();
  const visit = (file) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text.split('\n').length - (text.endsWith('\n') ? 1 : 0));
    for (const [, from, bare] of text.matchAll(IMPORT)) visit(path.join(path.dirname(file), from ?? bare));
  };
  visit(entry);
  const files = [...seen].map(([file, lines]) => ({ file, lines }));
  return { files, lines: files.reduce((sum, { lines }) => sum + lines, 0) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, lines } = reachableCode();
  for (const { file, lines: count } of files) console.log(`${String(count).padStart(5)} ${file}`);
  console.log(`${String(lines).padStart(5)} in ${files.length} files`);
}
