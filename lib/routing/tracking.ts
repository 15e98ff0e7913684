/**
 * The visitor's channel (spec §4, §7): the proxy stores `?channel=` in the `url_tracking` cookie;
 * links into the customer application carry it, or the default. Apart from the proxy's rules so
 * that the browser's links import only these names.
 */
export const DEFAULT_CHANNEL = 'Google search';
export const TRACKING_COOKIE = 'url_tracking';
export const TRACKING_COOKIE_MAX_AGE = 60 * 60 * 24;
export const TRACKING_COOKIE_MAX_LENGTH = 100;
