/** Payload's REST API in-process (the handler the app's /api route calls), for Local-API test environments. */
export type RestAnswer = {
  status: number;
  json: Record<string, unknown> & { errors?: Array<{ message: string }> };
  cookies: string[];
};

export async function rest(
  path: string,
  { method = 'POST', body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<RestAnswer> {
  const { handleEndpoints } = await import('payload');
  const config = (await import('@payload-config')).default;
  const response = await handleEndpoints({
    config,
    request: new Request(`http://localhost/api${path}`, {
      method,
      // English answers unless a test asks otherwise (the admin's fallback language is Thai).
      headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : {}, cookies: response.headers.getSetCookie() };
}

/** The Authorization header of a session token. */
export const bearer = (token: unknown) => ({ Authorization: `JWT ${String(token)}` });
