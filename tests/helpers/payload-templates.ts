/**
 * Vitest global setup: a directory for this run's database templates (./payload-test-env.ts), where
 * the first test file that migrates (or seeds) leaves a copy for the files after it. Only the
 * directory is made here: importing Payload in Vitest's main process loads packages with Node's own
 * loader, where Lexical's top-level `await import()` deadlocks now and then on Node 20
 * (scripts/payload.mjs), and Vitest then exits having run nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabaisms-templates-'));
  project.provide('payloadTemplates', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
