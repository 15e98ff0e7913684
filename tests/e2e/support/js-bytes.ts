import { gzipSync } from 'node:zlib';

import type { APIRequestContext } from '@playwright/test';

import { upFrontScriptUrls } from '../../../lib/perf/script-urls.mjs';

/** The scripts a page's HTML loads up front, in order. */
export async function pageScriptUrls(request: APIRequestContext, url: string): Promise<string[]> {
  return upFrontScriptUrls(await (await request.get(url)).text());
}

/** Gzipped bytes of the JavaScript a page's HTML loads up front. */
export async function pageJsBytes(request: APIRequestContext, url: string): Promise<number> {
  let total = 0;
  for (const src of await pageScriptUrls(request, url)) {
    const body = await (await request.get(src)).body();
    total += gzipSync(body).length;
  }
  return total;
}
