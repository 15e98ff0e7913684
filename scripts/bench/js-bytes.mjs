import { gzipSync } from 'node:zlib';

/** Gzipped KB of the scripts a page's HTML loads up front (module browsers skip `noModule` ones). */
export async function htmlScriptKb(url) {
  const html = await (await fetch(url)).text();
  const sources = new Set();
  for (const [, attributes = ''] of html.matchAll(/<script\b([^>]*)>/g)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src && !/\bnoModule\b/i.test(attributes)) sources.add(new URL(src.replace(/&amp;/g, '&'), url).toString());
  }
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
  return bytes / 1024;
}
