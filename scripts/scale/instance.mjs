// One instance of the production build (`node server.mjs`) on a port of its own, its output in a log file.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';

/** Starts `node server.mjs` on `port` and resolves once its /healthz answers. */
export async function startInstance(env, port, logFile, timeoutMs = 120_000) {
  const out = openSync(logFile, 'a');
  const child = spawn('node', ['server.mjs'], {
    env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}; see ${logFile}`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return child;
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`instance on ${port} not up after ${timeoutMs} ms; see ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
