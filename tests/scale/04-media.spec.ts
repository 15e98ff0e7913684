import { existsSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';
import sharp from 'sharp';

import { adminAuth } from './support/admin';
import { cluster, instanceA, instanceB } from './support/cluster';

test('an image uploaded through instance A is served by instance B (from S3, not a local disk)', async ({
  request,
}) => {
  const headers = await adminAuth(request, instanceA);
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a7' } })
    .png()
    .toBuffer();
  const name = `scale-${Date.now()}.png`;
  const uploaded = await request.post(`${instanceA}/api/media`, {
    headers,
    multipart: {
      file: { name, mimeType: 'image/png', buffer: png },
      _payload: JSON.stringify({ alt: 'Scale test image' }),
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { doc } = (await uploaded.json()) as { doc: { filename: string } };

  const fromB = await request.get(`${instanceB}/api/media/file/${doc.filename}`);
  expect(fromB.status()).toBe(200);
  expect(fromB.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await fromB.body(), png)).toBe(0);
  // Neither instance kept it on its disk: the bytes came from the shared bucket.
  expect(existsSync(path.join(cluster.env.MEDIA_DIR ?? '', doc.filename))).toBe(false);
});
