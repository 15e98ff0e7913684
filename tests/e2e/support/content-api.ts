import { expect, type APIRequestContext } from '@playwright/test';

import { adminAuth } from './admin-api';

/**
 * Changes content through Payload's REST API as the test admin, for tests that need a state the
 * seed does not have. Every change is undone by the caller (try/finally); the site picks changes
 * up through revalidation, so assertions poll.
 */
export class ContentApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async open(request: APIRequestContext): Promise<ContentApi> {
    return new ContentApi(request, await adminAuth(request));
  }

  /** Creates a published document (without `_status`, Payload would create a draft). */
  async create<T extends { id: number | string }>(collection: string, data: object, locale = 'th'): Promise<T> {
    const response = await this.request.post(`/api/${collection}?locale=${locale}`, {
      headers: this.headers,
      data: { ...data, _status: 'published' },
    });
    if (response.status() !== 201)
      throw new Error(`create ${collection}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { doc: T }).doc;
  }

  /** Creates a document that was never published (a draft). */
  async createDraft<T extends { id: number | string }>(collection: string, data: object, locale = 'th'): Promise<T> {
    const response = await this.request.post(`/api/${collection}?locale=${locale}&draft=true`, {
      headers: this.headers,
      data: { ...data, _status: 'draft' },
    });
    if (response.status() !== 201)
      throw new Error(`draft ${collection}: ${response.status()} ${await response.text()}`);
    return ((await response.json()) as { doc: T }).doc;
  }

  async update(collection: string, id: number | string, data: object, locale = 'th'): Promise<void> {
    const response = await this.request.patch(`/api/${collection}/${id}?locale=${locale}`, {
      headers: this.headers,
      data,
    });
    if (!response.ok()) throw new Error(`update ${collection}/${id}: ${response.status()} ${await response.text()}`);
  }

  async remove(collection: string, id: number | string): Promise<void> {
    await this.request.delete(`/api/${collection}/${id}`, { headers: this.headers });
  }

  async find<T>(collection: string, query = ''): Promise<T[]> {
    const response = await this.request.get(`/api/${collection}?limit=200&depth=0${query}`, { headers: this.headers });
    if (!response.ok()) throw new Error(`find ${collection}: ${response.status()}`);
    return ((await response.json()) as { docs: T[] }).docs;
  }

  async getConfig(locale = 'th'): Promise<Record<string, unknown>> {
    const response = await this.request.get(`/api/globals/config?depth=0&locale=${locale}`, { headers: this.headers });
    if (!response.ok()) throw new Error(`get config: ${response.status()}`);
    return (await response.json()) as Record<string, unknown>;
  }

  async updateConfig(data: object, locale = 'th'): Promise<void> {
    const response = await this.request.post(`/api/globals/config?locale=${locale}`, { headers: this.headers, data });
    if (!response.ok()) throw new Error(`update config: ${response.status()} ${await response.text()}`);
  }
}

/** Polls a page's HTML until `check` passes (revalidation serves one stale response first). */
export async function expectPageHtml(
  request: APIRequestContext,
  url: string,
  check: (html: string) => boolean,
  message: string,
  timeout = 30_000,
): Promise<string> {
  let last = '';
  await expect
    .poll(
      async () => {
        last = await (await request.get(url)).text();
        return check(last);
      },
      { message, timeout, intervals: [300, 500, 1000] },
    )
    .toBe(true);
  return last;
}
