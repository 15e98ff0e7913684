// Next's framework and page scripts start loading after the page's first contentful paint: the one
// HTML transform of the serving path, and the documented exception to "no hand-made layer".
//
// Why: Next writes its chunks as `<script src="/_next/static/…" async>` tags in the head. Served from a
// nearby server they arrive while the stylesheet is still loading and are evaluated before the first
// frame: on a phone that is a few hundred milliseconds of compiling and running React ahead of the page's
// text (Lighthouse's simulated LCP counts every script evaluated before the observed paint; measured on
// this branch without the rewrite, home at 4x: 94-98 and TBT 137-291 ms against 100 and 17-24 ms with it,
// README "How it works"). Next has no option for it (no script strategy for its own chunks; lighter islands
// do not remove React itself, ~131 KB), so the finished HTML is rewritten: the tags become one small
// inline loader that inserts the same scripts, in the same order and still async, once the browser
// reports the first contentful paint, or after FALLBACK_MS if it never does (a background tab paints only
// when shown). Each script is inserted in a task of its own: inserting a script tag costs Chromium up to a
// few ms (measured here: 10-30 ms for a page's 15 in one task, 1-10 ms each), and Lighthouse counts a task
// of 10 ms or more, 8 times over on a slow phone, as blocking time. Links and the plain page work
// meanwhile; menus, forms and widgets come alive a moment later, as on a slow connection.
//
// Where: once per page version, where Next's cache handler stores it and its policy is computed
// (lib/server/page-policy.mjs), so the policy hashes the loader like any inline script and nothing runs
// per request. Pages rendered per request (nonce pages: previews, search) keep Next's tags; a tag with
// any other attribute (nonce, integrity, crossorigin) is left as Next wrote it.

/** How long the loader waits for a paint before it starts the scripts anyway. */
export const FALLBACK_MS = 3000;

const EMPTY_SCRIPT = /<script\b([^>]*)>\s*<\/script\s*>/gi;
const ASYNC_FRAMEWORK_SCRIPT = /^\s+src="(\/_next\/static\/[^"]+\.js)"\s+async(?:="")?\s*$/;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/gi;

/** The inline loader for `urls`: plain ES5, no globals, safe to hash. */
function loader(urls) {
  return (
    '(function(u){var d=0;function go(){if(d)return;d=1;u.forEach(function(s){setTimeout(function(){' +
    "var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)},0)})}" +
    "var P=window.PerformanceObserver;if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return go();" +
    "new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}})" +
    `.observe({type:'paint',buffered:true});setTimeout(go,${FALLBACK_MS})})(${JSON.stringify(urls)})`
  );
}

const LOADER = /<script>\(function\(u\)\{[\s\S]*?\}\)\((\[[^\]]*\])\)<\/script>/;

/**
 * The scripts the loader of a served page inserts, in order ([] when it has none): what the page
 * loads besides its script tags (the JavaScript budgets and the bench count both).
 * @param {string} html
 * @returns {string[]}
 */
export function deferredScriptUrls(html) {
  const list = LOADER.exec(html)?.[1];
  return list ? JSON.parse(list) : [];
}

/**
 * `html` with Next's async chunk scripts (and their preloads) replaced by the inline loader at the
 * end of the body; unchanged when it has none or no closing body tag.
 * @param {string} html
 * @returns {string}
 */
export function deferFrameworkScripts(html) {
  const closing = html.lastIndexOf('</body>');
  if (closing < 0) return html;
  /** @type {string[]} */
  const urls = [];
  const withoutTags = html.slice(0, closing).replace(EMPTY_SCRIPT, (tag, attributes) => {
    const url = ASYNC_FRAMEWORK_SCRIPT.exec(attributes)?.[1];
    if (!url) return tag;
    urls.push(url);
    return '';
  });
  if (urls.length === 0) return html;
  const deferred = new Set(urls);
  const withoutPreloads = withoutTags.replace(SCRIPT_PRELOAD, (tag) => {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    return /\bas="script"/.test(tag) && href && deferred.has(href) ? '' : tag;
  });
  return `${withoutPreloads}<script>${loader([...deferred])}</script>${html.slice(closing)}`;
}
