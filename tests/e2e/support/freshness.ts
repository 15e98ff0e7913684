import { expect, type APIRequestContext } from '@playwright/test';

import { moneyFormat } from '../../../lib/format/number';
import { locales, localizedPath } from './site';

/**
 * Freshness checks: after a change has returned, exactly one request of each page must show the new
 * state (no polling). Also records what that first visitor waited, for the README's figure.
 */
export type FirstRequest = { url: string; ms: number };

/** One request of each `path` in every language; every answer must pass `check`. */
export async function everyLocaleOnce(
  request: APIRequestContext,
  paths: readonly string[],
  check: (html: string, locale: (typeof locales)[number]) => boolean,
  what: string,
  base = '',
): Promise<FirstRequest[]> {
  const waits: FirstRequest[] = [];
  for (const locale of locales) {
    for (const path of paths) {
      const url = base + localizedPath(locale, path);
      const started = performance.now();
      const response = await request.get(url);
      const html = await response.text();
      waits.push({ url, ms: Math.round(performance.now() - started) });
      expect(response.status(), url).toBe(200);
      expect(check(html, locale), `${url}: ${what}`).toBe(true);
    }
  }
  return waits;
}

/** Whether a page shows `price` as the site formats it in `locale`. */
export const showsPrice = (price: number) => (html: string, locale: (typeof locales)[number]) =>
  html.includes(moneyFormat(locale).format(price));

/** A package's price change published through the REST API, returning when the API answered. */
export async function publishPrice(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  price: number,
  base = '',
): Promise<void> {
  const saved = await request.patch(`${base}/api/packages/${id}`, { headers, data: { price, _status: 'published' } });
  expect(saved.status(), await saved.text()).toBe(200);
}

export function summary(waits: FirstRequest[]): string {
  const ms = waits.map((wait) => wait.ms).sort((a, b) => a - b);
  const median = ms[Math.floor(ms.length / 2)] ?? 0;
  return `first requests after the change: ${ms.length}, median ${median} ms, max ${ms.at(-1) ?? 0} ms`;
}

export type PackageDoc = { id: number; price: number };

/** The first active package shown on the home page. */
export async function homePackage(
  request: APIRequestContext,
  headers: Record<string, string>,
  base = '',
): Promise<PackageDoc> {
  const query = 'where[displayHomePage][equals]=true&where[isActive][equals]=true&limit=1&depth=0';
  const { docs } = (await (await request.get(`${base}/api/packages?${query}`, { headers })).json()) as {
    docs: PackageDoc[];
  };
  if (!docs[0]) throw new Error('The seed has no package shown on the home page');
  return docs[0];
}

/** A published promotion whose window opens `aheadMs` from now and lasts `lengthMs`. */
export async function windowPromotion(
  request: APIRequestContext,
  headers: Record<string, string>,
  { code, aheadMs, lengthMs, base = '' }: { code: string; aheadMs: number; lengthMs: number; base?: string },
) {
  const start = Date.now() + aheadMs;
  const end = start + lengthMs;
  const created = await request.post(`${base}/api/promotions?locale=th`, {
    headers,
    data: {
      code,
      title: 'โปรโมชันตามเวลา',
      startDate: new Date(start).toISOString(),
      endDate: new Date(end).toISOString(),
      isActive: true,
      _status: 'published',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { doc: { id: number } }).doc;
  return { id, code, start, end, listed: (html: string) => html.includes(`data-promotion-code="${code}"`) };
}

/** Restores the newest published version of a package (a restore publishes it); returns its price. */
export async function restoreLastPublished(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  base = '',
): Promise<number> {
  const query = `where[parent][equals]=${id}&where[version._status][equals]=published&sort=-updatedAt&limit=1&depth=0`;
  const { docs } = (await (await request.get(`${base}/api/packages/versions?${query}`, { headers })).json()) as {
    docs: { id: string | number; version: { price: number } }[];
  };
  const [latest] = docs;
  if (!latest) throw new Error(`package ${id} has no published version`);
  const restored = await request.post(`${base}/api/packages/versions/${latest.id}`, { headers });
  expect(restored.status(), await restored.text()).toBe(200);
  return latest.version.price;
}

/** Resolves at `time` (ms since the epoch). */
export const waitUntil = (time: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));
