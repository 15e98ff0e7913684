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
const file = path.join(os.tmpdir(), `sabaisms-e2e-${testEnv.port}`, 'totp-steps.json');

function usedSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

export async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const used = usedSteps();
    const step = Math.max(now, (used[secret] ?? -Infinity) + 1);
    if (step <= now + 1) {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify({ ...used, [secret]: step }));
      return generate({ secret, epoch: step * (PERIOD_MS / 1000) });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
  }
}
