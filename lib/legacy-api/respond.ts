/**
 * Responses of the legacy API (the read API and POST /mail/send): always the envelope
 * { status, message, data: { data } }, never cached. The read API answers 400 for a bad query,
 * 404 for an unknown id/path, 500 only for genuine server faults (logged).
 */
export function legacyJson(
  status: number,
  payload: unknown,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { status, message, data: { data: payload } },
    { status, headers: { 'Cache-Control': 'no-store', ...headers } },
  );
}

export const ok = (payload: unknown) => legacyJson(200, payload, 'OK');
export const badRequest = (message: string) => legacyJson(400, null, message);
export const notFound = (message = 'Not found') => legacyJson(404, null, message);

/** Wraps a route handler: any unexpected error is logged and answered 500 in the envelope. */
export function legacyRoute(name: string, handler: (url: URL) => Promise<Response>) {
  return async function GET(request: Request): Promise<Response> {
    try {
      return await handler(new URL(request.url));
    } catch (error) {
      console.error(`[legacy-api] ${name} failed`, error);
      return legacyJson(500, null, 'Internal server error');
    }
  };
}
