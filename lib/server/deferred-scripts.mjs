// Next's framework and page scripts start loading after the page's first contentful paint.
//
// Next writes its chunks as `<script src="/_next/static/…" async>` tags in the head. Served from a
// nearby server they arrive while the HTML is still being laid out and are evaluated before the
// first frame: on a mid-range phone that is a few hundred milliseconds of compiling and running
// React ahead of the page's text, and 160 KB of scripts competing with the stylesheets and fonts
// the first paint needs. The HTML is complete without them (every page is rendered on the server),
// so the production server rewrites the tags into one small inline loader that inserts the same
// scripts, in the same order and still async, once the browser reports the first contentful
// paint, or after FALLBACK_MS if it never does (a tab opened in the background paints only when
// shown). Links and the plain page work meanwhile; menus, forms and widgets come alive a moment
// later, as on a slow connection. Next offers no option for this, so it is done on the finished
// HTML, once per page version (lib/server/versioned-response.mjs), and the page policy hashes the
// loader like any inline script. A tag with any other attribute (nonce, integrity, crossorigin)
// is left as Next wrote it.

/** How long the loader waits for a paint before it starts the scripts anyway. */
export const FALLBACK_MS = 3000;

const EMPTY_SCRIPT = /<script\b([^>]*)>\s*<\/script\s*>/gi;
const ASYNC_FRAMEWORK_SCRIPT = /^\s+src="(\/_next\/static\/[^"]+\.js)"\s+async(?:="")?\s*$/;
const SCRIPT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*>/gi;

/** The inline loader for `urls`: plain ES5, no globals, safe to hash. */
function loader(urls) {
  return (
    '(function(u){var d=0;function go(){if(d)return;d=1;u.forEach(function(s){' +
    "var e=document.createElement('script');e.src=s;e.async=true;document.head.appendChild(e)})}" +
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
 * Every script a page loads up front, each once: its script tags but the `noModule` ones (which
 * module browsers skip), then the scripts its loader inserts. What the JavaScript budgets
 * (tests/e2e/support/js-bytes.ts) and the bench (scripts/bench/js-bytes.mjs) weigh.
 * @param {string} html
 * @returns {string[]}
 */
export function upFrontScriptUrls(html) {
  const urls = new Set();
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && !/\bnomodule\b/i.test(attributes)) urls.add(src.replace(/&amp;/g, '&'));
  }
  for (const url of deferredScriptUrls(html)) urls.add(url);
  return [...urls];
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
