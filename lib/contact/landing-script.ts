import { UTM_COOKIE, UTM_COOKIE_MAX_AGE } from '@/lib/contact/attribution';

/**
 * The landing page of a visit without tracking parameters. The proxy records it only for URLs with
 * parameters (those responses are private anyway); setting a cookie on every first page view would make
 * every page uncacheable. So the page itself records it: this inline script, the same on every page (one
 * hash in the pages' Content-Security-Policy), writes `utm_tracking` with the path and the referrer's host
 * when the browser has none yet. It never overwrites the proxy's cookie. Without JavaScript a visit without
 * parameters has no recorded landing page; the lead then says so (README, "Leads").
 */
export const LANDING_SCRIPT = [
  `(function(){if(/(?:^|;\\s*)${UTM_COOKIE}=/.test(document.cookie))return;`,
  `var r='';try{var u=new URL(document.referrer);if(u.host!==location.host)r=u.host}catch(e){}`,
  `document.cookie='${UTM_COOKIE}=landing='+encodeURIComponent(location.pathname.slice(0,100))`,
  `+(r?'&referrer='+encodeURIComponent(r.slice(0,100)):'')+';max-age=${UTM_COOKIE_MAX_AGE};path=/;samesite=lax'})()`,
].join('');
