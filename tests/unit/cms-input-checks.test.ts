/**
 * Request values of the wrong type (cms/hooks/input-checks.ts), through Payload's own REST handler on a
 * real (temporary) SQLite database holding the seed: an id in a REST path that is not a number answers
 * 404 like an unknown number; a filter value that cannot be of its field's type answers 400.
 */
import type { Where } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FilterValueError } from '@/cms/hooks/input-checks';

import type { PayloadTestEnv } from '../helpers/payload-test-env';
import { rest } from '../helpers/rest';
import { createSeededCms } from '../helpers/seeded-cms';

let env: PayloadTestEnv;

beforeAll(async () => {
  ({ env } = await createSeededCms('cms-input-checks'));
});

afterAll(async () => {
  await env?.cleanup();
});

describe('ids in REST paths', () => {
  it('a public document whose id is not a number is not found, as an unknown number is', async () => {
    const unknown = await rest('/posts/999999', { method: 'GET' });
    expect(unknown.status).toBe(404);
    for (const path of ['/posts/abc', '/packages/abc', '/pages/Infinity', '/users/abc']) {
      const answer = await rest(path, { method: 'GET' });
      expect(answer.status, path).toBe(404);
      expect(answer.json.errors, path).toEqual(unknown.json.errors);
    }
  });

  it('duplicating an id that is not a number is not found, even without a session', async () => {
    const answer = await rest('/posts/abc/duplicate');
    expect(answer.status).toBe(404);
  });

  it('a number still finds its document', async () => {
    const { docs } = await env.payload.find({ collection: 'posts', limit: 1, depth: 0 });
    const post = docs[0]!;
    const answer = await rest(`/posts/${post.id}?depth=0`, { method: 'GET' });
    expect(answer.status).toBe(200);
    expect(answer.json.id).toBe(post.id);
  });
});

describe('filter values of the wrong type', () => {
  const get = (path: string, language = 'en') =>
    rest(path, { method: 'GET', headers: { 'Accept-Language': language } });

  it("answer 400 naming the filter, in the caller's language, instead of a database error", async () => {
    const cases: Array<[string, string]> = [
      ['/posts?where[publishedAt][greater_than]=notadate', 'publishedAt'],
      ['/posts?where[category][equals]=abc', 'category'],
      ['/posts?where[id][in]=1,abc', 'id'],
      ['/posts?where[cover][not_equals]=abc', 'cover'],
      ['/posts?where[or][0][id][equals]=1&where[or][1][publishedAt][less_than]=soon', 'publishedAt'],
      ['/packages?where[price][greater_than]=abc', 'price'],
      ['/posts/count?where[id][equals]=abc', 'id'],
    ];
    for (const [path, field] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(400);
      expect(answer.json.errors?.[0]?.message, path).toBe(`Invalid arguments passed in request: ${field}`);
    }
    const thai = await get('/posts?where[publishedAt][greater_than]=notadate', 'th');
    expect(thai.status).toBe(400);
    expect(thai.json.errors?.[0]?.message).toBe('มีการส่งอาร์กิวเมนต์ที่ไม่ถูกต้องในคำขอ: publishedAt');
  });

  it('values of the right type, empty values and text operators still filter', async () => {
    const { docs } = await env.payload.find({ collection: 'posts', limit: 2, depth: 0, sort: '-publishedAt' });
    const [newest, older] = docs as Array<{ id: number; publishedAt: string }>;
    const ids = await get(`/posts?depth=0&where[id][in]=${newest!.id},${older!.id}&sort=-publishedAt`);
    expect(ids.status).toBe(200);
    expect((ids.json.docs as Array<{ id: number }>).map((doc) => doc.id)).toEqual([newest!.id, older!.id]);
    const since = await get(`/posts?depth=0&where[publishedAt][greater_than_equal]=${newest!.publishedAt}`);
    expect(since.status).toBe(200);
    expect((since.json.docs as Array<{ id: number }>).map((doc) => doc.id)).toContain(newest!.id);
    for (const path of [
      '/posts?where[category][equals]=null',
      '/posts?where[publishedAt][equals]=',
      '/posts?where[topic][like]=abc',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it('a caller who may not read a collection learns nothing of its fields', async () => {
    const plain = await get('/contact-submissions?where[email][equals]=abc');
    const typed = await get('/contact-submissions?where[createdAt][equals]=abc');
    expect(plain.status).toBe(403);
    expect(typed.status).toBe(403);
    expect(typed.json.errors).toEqual(plain.json.errors);
  });

  it("versions: the document's fields under version. and its id as parent", async () => {
    const wrong: Where[] = [{ 'version.publishedAt': { greater_than: 'notadate' } }, { parent: { equals: 'abc' } }];
    for (const where of wrong) {
      const error = await env.payload.findVersions({ collection: 'posts', where }).catch((caught: unknown) => caught);
      expect(error, JSON.stringify(where)).toBeInstanceOf(FilterValueError);
      expect((error as FilterValueError).status).toBe(400);
    }
    const { docs } = await env.payload.find({ collection: 'posts', limit: 1, depth: 0 });
    const versions = await env.payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: docs[0]!.id } },
    });
    expect(versions.docs.length).toBeGreaterThan(0);
  });
});
