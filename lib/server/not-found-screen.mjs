// The prerendered not-found screen in place of the app's minimal 404 body, for a response the
// app marked with NOT_FOUND_SCREEN_HEADER (see lib/routing/paths.mjs for why). The screen is
// fetched through this server, so it comes from the per-version cache, already compressed.
import { NOT_FOUND_SCREEN_HEADER, isPagePath } from '../routing/paths.mjs';
import { pagePolicy } from '../security/csp.mjs';
import { fetchOwnPage } from './own-page.mjs';

/** The headers that describe the screen's body, taken over from its own response. */
const BODY_HEADERS = ['content-type', 'content-encoding', 'content-length', 'content-security-policy', 'vary'];

/**
 * Sets the screen's headers on `res` (status stays 404) and resolves to the body to send; on
 * any failure, logs it and resolves to the app's own minimal body with its policy.
 * @param {{ req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse,
 *   body: Buffer, origin: string | undefined, https: boolean }} options
 * @returns {Promise<{ sent: Buffer }>}
 */
export async function notFoundScreen({ req, res, body, origin, https }) {
  const screen = String(res.getHeader(NOT_FOUND_SCREEN_HEADER));
  res.removeHeader(NOT_FOUND_SCREEN_HEADER);
  try {
    if (!origin || !isPagePath(screen)) throw new Error('no origin to fetch it from, or not a page');
    const own = await fetchOwnPage(origin, screen, req.headers['accept-encoding']);
    if (own.status !== 200) throw new Error(`it answered ${own.status}`);
    for (const name of BODY_HEADERS) {
      const value = own.headers[name];
      if (value === undefined) res.removeHeader(name);
      else res.setHeader(name, value);
    }
    return { sent: own.body };
  } catch (error) {
    console.error(new Error(`Could not send the not-found screen ${screen}`, { cause: error }));
    res.setHeader('Content-Security-Policy', pagePolicy(body.toString('utf8'), https));
    return { sent: body };
  }
}
