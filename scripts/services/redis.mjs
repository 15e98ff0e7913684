// A throwaway Redis server for tests: Debian's redis-server on 127.0.0.1, no persistence, its own directory.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';

/** Resolves once something accepts TCP connections on 127.0.0.1:`port`. */
export async function waitForPort(port, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts redis-server on `port`; returns the child process and the URL. */
export async function startRedis(dir, port) {
  mkdirSync(dir, { recursive: true });
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  const child = spawn('redis-server', args, { stdio: 'ignore' });
  await waitForPort(port);
  return { child, url: `redis://127.0.0.1:${port}` };
}

/** A TCP port nothing listens on right now (the OS picks it), for a service started next. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}
