import { gzipSync } from 'node:zlib';

import type { APIRequestContext } from '@playwright/test';

import { deferredScriptUrls } from '../../../lib/server/deferred-scripts.mjs';

/**
 * URLs of the scripts a page's HTML loads up front: its script tags (module browsers skip
 * `noModule` ones) and the framework chunks its loader inserts after the first paint.
 */
export function scriptUrls(html: string): string[] {
  const urls = new Set<string>(deferredScriptUrls(html));
  for (const [tag, src] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)) {
    if (/\snomodule/i.test(tag) || !src?.includes('/_next/static/')) continue;
    urls.add(src.replace(/&amp;/g, '&'));
  }
  return [...urls];
}

/** Gzipped bytes of the JavaScript a page's HTML loads up front. */
export async function pageJsBytes(request: APIRequestContext, url: string): Promise<number> {
  const html = await (await request.get(url)).text();
  let total = 0;
  for (const src of scriptUrls(html)) {
    const body = await (await request.get(src)).body();
    total += gzipSync(body).length;
  }
  return total;
}
