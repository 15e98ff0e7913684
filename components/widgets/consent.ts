/**
 * Cookie consent (spec §4): the banner shows until a `cookieAccepted` cookie exists. Accept sets
 * it; decline removes it and hides the banner for the rest of the browser session. Optional
 * third-party scripts wait for `hasConsent()`.
 */
import { sessionGet, sessionSet } from '@/components/widgets/browser-storage';

export const CONSENT_COOKIE = 'cookieAccepted';
const DISMISSED_KEY = 'cookieBannerDismissed';
/** Fired on `window` when the visitor accepts or declines (components/client/browser-value.ts listens). */
export const CONSENT_EVENT = 'sabai:consent';
const ONE_YEAR = 60 * 60 * 24 * 365;

function writeCookie(value: string, maxAge: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function hasConsent(): boolean {
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${CONSENT_COOKIE}=`));
}

export function bannerVisible(): boolean {
  return !hasConsent() && sessionGet(DISMISSED_KEY) !== '1';
}

export function acceptConsent(): void {
  writeCookie('true', ONE_YEAR);
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

export function declineConsent(): void {
  writeCookie('', 0);
  sessionSet(DISMISSED_KEY, '1');
  window.dispatchEvent(new Event(CONSENT_EVENT));
}
