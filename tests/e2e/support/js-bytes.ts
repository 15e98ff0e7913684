import { gzipSync } from 'node:zlib';

import type { APIRequestContext } from '@playwright/test';

import { upFrontScriptUrls } from '../../../lib/perf/script-urls.mjs';

/** Gzipped bytes of the JavaScript a page's HTML loads up front. */
export async function pageJsBytes(request: APIRequestContext, url: string): Promise<number> {
  const html = await (await request.get(url)).text();
  let total = 0;
  for (const src of upFrontScriptUrls(html)) {
    const body = await (await request.get(src)).body();
    total += gzipSync(body).length;
  }
  return total;
}
