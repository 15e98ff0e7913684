/**
 * Codes of a test authenticator, computed as the app on a phone would (otplib). The server accepts a
 * code once (no replay) for the step before, of and after now: each call returns the code of now or
 * of the next step, whichever this test run has not used yet, and waits only when both are used.
 * Used steps are kept in a file per server, so a restarted Playwright worker does not reuse them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { generate } from 'otplib';

import { testEnv } from './env';

const PERIOD_MS = 30_000;

function usedSteps(file: string): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** The file of used steps for the servers of one test run, named by `scope` (the e2e port, the scale cluster). */
export const usedStepsFile = (scope: string) => path.join(os.tmpdir(), `sabaisms-${scope}`, 'totp-steps.json');

/** A code of `secret` not yet used by the servers whose used steps `file` keeps. */
export async function freshCodeIn(file: string, secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const used = usedSteps(file);
    const step = Math.max(now, (used[secret] ?? -Infinity) + 1);
    if (step <= now + 1) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...used, [secret]: step }));
      return generate({ secret, epoch: step * (PERIOD_MS / 1000) });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
  }
}

/** A code for the e2e server under test. */
export const freshCode = (secret: string) => freshCodeIn(usedStepsFile(`e2e-${testEnv.port}`), secret);
