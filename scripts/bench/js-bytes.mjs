import { gzipSync } from 'node:zlib';

import { upFrontScriptUrls } from '../../lib/perf/script-urls.mjs';

/** Gzipped KB of the scripts a page's HTML loads up front (upFrontScriptUrls). */
export async function htmlScriptKb(url) {
  const html = await (await fetch(url)).text();
  const sources = upFrontScriptUrls(html).map((src) => new URL(src, url).toString());
  let bytes = 0;
  for (const src of sources) bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer())).length;
  return bytes / 1024;
}
