// Content encodings: which one a browser gets, and the forms of a response version, computed once per
// version off the main thread (zlib's async API runs on libuv's pool) while its first request waits.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

import compressible from 'compressible';
import Negotiator from 'negotiator';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
// Brotli 9, not the maximum 11: on the 155 KB home page 11 saves 8 % (15.7 against 17.1 KB) for about 9
// times the time (330 against 38 ms on a busy 2-core machine), paid by the first visitor of each version.
const BROTLI_QUALITY = 9;

/** Whether a content type gains from compression (text, JSON, JavaScript, SVG, RSC payloads). */
export const isCompressible = (contentType) => Boolean(compressible(String(contentType ?? '')));

/** The br and gzip forms of a body. @param {Buffer} body */
export async function compressedForms(body) {
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  };
  const [br, gzipped] = await Promise.all([brotli(body, { params }), gzipAsync(body, { level: 9 })]);
  return { br, gzip: gzipped };
}

// Browsers send a handful of distinct Accept-Encoding headers: each is negotiated once.
const chosen = new Map();

/**
 * The encoding to send for an Accept-Encoding header (q-values honoured): 'br', 'gzip', or 'identity'.
 * @param {string | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseEncoding(acceptEncoding = '') {
  let encoding = chosen.get(acceptEncoding);
  if (!encoding) {
    const best = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(
      ['br', 'gzip', 'identity'],
      { preferred: ['br', 'gzip'] },
    );
    encoding = best === 'br' || best === 'gzip' ? best : 'identity';
    if (chosen.size >= 64) chosen.clear();
    chosen.set(acceptEncoding, encoding);
  }
  return encoding;
}
