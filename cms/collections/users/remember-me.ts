/**
 * "Remember me" at sign-in (spec §3 "Admin login"). Payload always issues `payload-token` with
 * Expires = now + tokenExpiration (30 days). We wrap our sign-in (sign-in.ts) and Payload's
 * /refresh-token (custom endpoints are matched before Payload's own, and delegate to them) and:
 *  - remembered (the sign-in checkbox set REMEMBER_INTENT_COOKIE=1): keep the 30-day cookie and set
 *    an HttpOnly REMEMBER_COOKIE marker with the same lifetime;
 *  - not remembered: strip Expires/Max-Age from payload-token so it is a session cookie (gone when
 *    the browser closes), and clear the marker. Token refreshes keep it a session cookie because
 *    the marker is absent.
 * The JWT itself still expires after tokenExpiration either way.
 */
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload';

import { signInHandler } from '@/cms/collections/users/sign-in';

import { REMEMBER_COOKIE, REMEMBER_INTENT_COOKIE } from './remember-me-cookies';

const USERS = 'users';

/** Removes Expires and Max-Age attributes: the cookie lives for the browser session only. */
export function toSessionCookie(setCookie: string): string {
  return setCookie
    .split(';')
    .filter((part) => !/^\s*(expires|max-age)\s*=/i.test(part))
    .join(';');
}

export function readCookie(headers: Headers, name: string): string | undefined {
  const header = headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

type CookieSettings = { tokenCookie: string; maxAge: number; secure: boolean };

function settingsOf(req: PayloadRequest): CookieSettings {
  const auth = req.payload.collections[USERS]?.config.auth;
  return {
    tokenCookie: `${req.payload.config.cookiePrefix}-token`,
    maxAge: auth?.tokenExpiration ?? 7200,
    secure: Boolean(auth?.cookies?.secure),
  };
}

/** Rewrites the Set-Cookie headers of a successful login/refresh response. */
export function applyRememberMe(response: Response, remember: boolean, settings: CookieSettings): Response {
  if (!response.ok) return response;
  const headers = new Headers();
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') headers.append(key, value);
  });
  let issuedToken = false;
  for (const cookie of response.headers.getSetCookie()) {
    const isToken = cookie.startsWith(`${settings.tokenCookie}=`);
    issuedToken ||= isToken;
    headers.append('Set-Cookie', isToken && !remember ? toSessionCookie(cookie) : cookie);
  }
  if (issuedToken) {
    const secure = settings.secure ? '; Secure' : '';
    headers.append(
      'Set-Cookie',
      remember
        ? `${REMEMBER_COOKIE}=1; Max-Age=${settings.maxAge}; Path=/; HttpOnly; SameSite=Lax${secure}`
        : `${REMEMBER_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
    );
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Payload's own handler for the same path (the first endpoint that is not ours). */
function payloadHandler(req: PayloadRequest, path: string): PayloadHandler {
  const endpoints = req.payload.collections[USERS]?.config.endpoints || [];
  const original = endpoints.find(
    (endpoint) => endpoint.path === path && endpoint.method === 'post' && endpoint.custom?.rememberMe !== true,
  );
  if (!original) throw new Error(`Payload endpoint POST /${USERS}${path} not found`);
  return original.handler;
}

function remembering(handler: PayloadHandler, wantsRemember: (req: PayloadRequest) => boolean): PayloadHandler {
  return async (req) => applyRememberMe(await handler(req), wantsRemember(req), settingsOf(req));
}

function wrap(path: '/refresh-token', wantsRemember: (req: PayloadRequest) => boolean): Endpoint {
  return {
    path,
    method: 'post',
    custom: { rememberMe: true },
    handler: (req) => remembering(payloadHandler(req, path), wantsRemember)(req),
  };
}

export const rememberMeEndpoints: Endpoint[] = [
  {
    // Our sign-in (sign-in.ts: second factor, no enumeration), remembered or not.
    path: '/login',
    method: 'post',
    custom: { rememberMe: true },
    handler: remembering(signInHandler, (req) => readCookie(req.headers, REMEMBER_INTENT_COOKIE) === '1'),
  },
  wrap('/refresh-token', (req) => readCookie(req.headers, REMEMBER_COOKIE) === '1'),
];
