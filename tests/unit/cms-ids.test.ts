/**
 * An id in a REST path that is not a number answers 404 like an unknown number (cms/hooks/numeric-ids.ts),
 * through Payload's own REST handler on a real (temporary) SQLite database holding the seed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PayloadTestEnv } from '../helpers/payload-test-env';
import { rest } from '../helpers/rest';
import { createSeededCms } from '../helpers/seeded-cms';

let env: PayloadTestEnv;

beforeAll(async () => {
  ({ env } = await createSeededCms('cms-ids'));
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
