// LOG_FORMAT=json: every log line is one JSON object ({time, level, msg, requestId?, err?}). The request id
// comes from the X-Request-Id a proxy sent (when sane) or is made here, is echoed in the response, and
// follows the request through Next and Payload by AsyncLocalStorage (on globalThis: server.mjs and the
// app's bundles are separate module graphs). Off by default: nothing changes then.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { format } from 'node:util';

const context = (globalThis.__sabaiRequestContext ??= new AsyncLocalStorage());
const SANE_ID = /^[\w.:-]{1,128}$/;

/** Whether logs are JSON lines (LOG_FORMAT=json). @param {Record<string, string | undefined>} [env] */
export const jsonLogs = (env = process.env) => env.LOG_FORMAT === 'json';

/** The id of the request being served, if any. */
export const currentRequestId = () => context.getStore()?.requestId;

function describe(error) {
  if (!(error instanceof Error)) return undefined;
  return { name: error.name, message: error.message, stack: error.stack, cause: describe(error.cause) };
}

/**
 * One log line as JSON.
 * @param {string} level
 * @param {unknown[]} args
 */
export function logLine(level, args) {
  const error = args.find((arg) => arg instanceof Error);
  const line = { time: new Date().toISOString(), level, msg: format(...args), requestId: currentRequestId() };
  if (error) line.err = describe(error);
  return JSON.stringify(line);
}

/** Replaces console.* with JSON lines (stdout for debug/info/log, stderr for warn/error). */
export function installJsonConsole() {
  const write =
    (stream, level) =>
    (...args) =>
      stream.write(`${logLine(level, args)}\n`);
  console.debug = write(process.stdout, 'debug');
  console.log = write(process.stdout, 'info');
  console.info = write(process.stdout, 'info');
  console.warn = write(process.stderr, 'warn');
  console.error = write(process.stderr, 'error');
}

/**
 * Wraps a request handler so that everything it logs carries the request's id.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handler
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function withRequestId(handler) {
  return (req, res) => {
    const sent = req.headers['x-request-id'];
    const requestId = typeof sent === 'string' && SANE_ID.test(sent) ? sent : randomUUID();
    res.setHeader('X-Request-Id', requestId);
    req.headers['x-request-id'] = requestId; // for a server behind this one (server.mjs's upstream)
    context.run({ requestId }, () => handler(req, res));
  };
}
