/** Roles of spec §6 on a real (temporary) SQLite database holding the seed, through Payload's access control. */
import type { Payload } from 'payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PayloadTestEnv } from '../helpers/payload-test-env';
import { createSeededCms, userWith as newUser } from '../helpers/seeded-cms';

let env: PayloadTestEnv;
let payload: Payload;
const userWith = (role: 'admin' | 'editor' | 'support') => newUser(payload, role);

beforeAll(async () => {
  ({ env } = await createSeededCms('cms-roles'));
  payload = env.payload;
});

afterAll(async () => {
  await env?.cleanup();
});

describe('roles', () => {
  it('support cannot change prices; editors can', async () => {
    const [pkg] = (await payload.find({ collection: 'packages', limit: 1 })).docs;
    const support = await userWith('support');
    await expect(
      payload.update({ collection: 'packages', id: pkg!.id, data: { price: 1 }, overrideAccess: false, user: support }),
    ).rejects.toMatchObject({ status: 403 });
    const editor = await userWith('editor');
    const updated = await payload.update({
      collection: 'packages',
      id: pkg!.id,
      data: { sortOrder: pkg!.sortOrder },
      overrideAccess: false,
      user: editor,
      context: { disableRevalidate: true },
    });
    expect(updated.id).toBe(pkg!.id);
  });

  it('editors cannot create users', async () => {
    const editor = await userWith('editor');
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'x@sabaisms.example', username: 'x', password: 'a-long-test-password', roles: ['admin'] },
        overrideAccess: false,
        user: editor,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('contact submissions: support and admin read/update, editors and visitors cannot, nobody creates via access', async () => {
    const submission = await payload.create({
      collection: 'contact-submissions',
      data: {
        name: 'Somchai',
        email: 'somchai@example.com',
        phone: '0812345678',
        service: 'sales',
        message: 'Hi',
        locale: 'th',
        status: 'pending',
        salesStatus: 'new',
      },
    });
    expect(submission.status).toBe('pending');
    const support = await userWith('support');
    const editor = await userWith('editor');
    const read = await payload.find({ collection: 'contact-submissions', overrideAccess: false, user: support });
    expect(read.totalDocs).toBe(1);
    const marked = await payload.update({
      collection: 'contact-submissions',
      id: submission.id,
      data: { status: 'sent' },
      overrideAccess: false,
      user: support,
    });
    expect(marked.status).toBe('sent');
    await expect(
      payload.find({ collection: 'contact-submissions', overrideAccess: false, user: editor }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(payload.find({ collection: 'contact-submissions', overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    });
    await expect(
      payload.create({
        collection: 'contact-submissions',
        data: {
          name: 'x',
          email: 'x@example.com',
          phone: '0812345678',
          service: 's',
          message: 'm',
          status: 'pending',
          salesStatus: 'new',
        },
        overrideAccess: false,
        user: support,
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('visitors read only what the site shows', async () => {
    const promotions = await payload.find({ collection: 'promotions', overrideAccess: false });
    expect(promotions.docs.map((p) => p.code).sort()).toEqual(['BIZ5', 'OTPBOOST', 'WELCOME10']);
    const [post] = (await payload.find({ collection: 'posts', limit: 1 })).docs;
    await payload.update({
      collection: 'posts',
      id: post!.id,
      data: { isActive: false },
      context: { disableRevalidate: true },
    });
    const visible = await payload.find({ collection: 'posts', overrideAccess: false, limit: 0 });
    expect(visible.docs.map((p) => p.id)).not.toContain(post!.id);
    const editor = await userWith('editor');
    const all = await payload.find({ collection: 'posts', overrideAccess: false, user: editor, limit: 0 });
    expect(all.docs.map((p) => p.id)).toContain(post!.id);
    await payload.update({
      collection: 'posts',
      id: post!.id,
      data: { isActive: true },
      context: { disableRevalidate: true },
    });
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toMatchObject({ status: 403 });
  });
});
