// The one rule for "the JavaScript a page loads up front", shared by the JavaScript budgets
// (tests/e2e/support/js-bytes.ts) and the bench (scripts/bench/js-bytes.mjs).
import { deferredScriptUrls } from '../server/deferred-scripts.mjs';

/**
 * Every script a page's HTML loads up front, each once, in order: its `<script src>` tags but the
 * `noModule` ones (which module browsers skip), then the scripts its loader inserts after the first
 * paint (lib/server/deferred-scripts.mjs). Scripts a page imports later (a lazy widget) are not in it.
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
