/**
 * Links into the separate customer application (spec §7). Pure: used on the server for the
 * default link and in the browser once the `url_tracking` cookie has been read.
 *
 * - free trial: {appDomain}{freeTrialLink}?channel={channel}
 * - sign in:    {appDomain}/login
 * - buy:        {appDomain}/Loading?package_id={id}&channel={channel}&go_to=checkout
 */
import { DEFAULT_CHANNEL, TRACKING_COOKIE } from '@/lib/routing/tracking';

export { DEFAULT_CHANNEL, TRACKING_COOKIE };

/** The application origin without trailing slashes. */
export function appOrigin(appDomain: string): string {
  return appDomain.trim().replace(/\/+$/, '');
}

function appPath(path: string): string {
  const trimmed = path.trim();
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

export function freeTrialUrl(appDomain: string, freeTrialLink: string, channel: string): string {
  return `${appOrigin(appDomain)}${appPath(freeTrialLink)}?channel=${encodeURIComponent(channel)}`;
}

export function signInUrl(appDomain: string): string {
  return `${appOrigin(appDomain)}/login`;
}

export function buyUrl(appDomain: string, packageId: string, channel: string): string {
  const id = encodeURIComponent(packageId);
  return `${appOrigin(appDomain)}/Loading?package_id=${id}&channel=${encodeURIComponent(channel)}&go_to=checkout`;
}

/**
 * The visitor's channel from a `document.cookie` string: the `url_tracking` value (stored
 * URL-encoded by the proxy) decoded, or the default channel when absent, empty or malformed.
 */
export function channelFromCookies(cookies: string): string {
  const raw = new RegExp(`(?:^|;)\\s*${TRACKING_COOKIE}=([^;]*)`).exec(cookies)?.[1] ?? '';
  try {
    const value = decodeURIComponent(raw.trim());
    return value.trim() === '' ? DEFAULT_CHANNEL : value;
  } catch {
    return DEFAULT_CHANNEL; // a value we did not write: fall back rather than fail the link
  }
}
