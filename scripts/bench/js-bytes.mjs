import { gzipSync } from 'node:zlib';

import { deferredScriptUrls } from '../../lib/server/deferred-scripts.mjs';

/**
 * Gzipped KB of the scripts a page's HTML loads up front: its script tags (module browsers skip
 * `noModule` ones) and the framework chunks its loader inserts after the first paint.
 */
export async function htmlScriptKb(url) {
  const html = await (await fetch(url)).text();
  const sources = new Set(deferredScriptUrls(html).map((src) => new URL(src, url).toString()));
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && !/\bnoModule\b/i.test(attributes)) sources.add(new URL(src.replace(/&amp;/g, '&'), url).toString());
  }
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
  return bytes / 1024;
}
