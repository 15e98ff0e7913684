/**
 * `GET /api/media/file/<name>` of a file that does not exist answers 404 (Payload answers 500 when the
 * file is missing on disk, and a name no image has would reach the disk lookup too). Registered first in
 * the media collection's `upload.handlers`: it looks the name up among the images and their sizes, and on
 * local disk checks the file; otherwise it returns nothing and Payload (or the S3 plugin, which answers
 * 404 for a missing object itself) serves the file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';

import type { CollectionSlug, PayloadRequest, UploadConfig, Where } from 'payload';

import { SERVING_MEDIA_FILE } from '@/cms/collections/shared/access';

type Handler = NonNullable<UploadConfig['handlers']>[number];

function notFound(): Response {
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
}

async function existsOnDisk(dir: string, filename: string): Promise<boolean> {
  const file = path.resolve(dir, filename);
  // Payload refuses names outside the folder itself (400); only the lookup is ours here.
  if (!file.startsWith(path.resolve(dir) + path.sep)) return true;
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

export function missingFileIs404(sizeNames: string[], staticDir: () => string, onDisk: () => boolean): Handler {
  const handler = async (req: PayloadRequest, { params }: { params: { collection: string; filename: string } }) => {
    const collection = params.collection as CollectionSlug;
    const { filename } = params;
    if (!filename) return notFound();
    const where: Where = {
      or: [
        { filename: { equals: filename } },
        ...sizeNames.map((size) => ({ [`sizes.${size}.filename`]: { equals: filename } })),
      ],
    };
    const doc = await req.payload.db.findOne({ collection, where, req });
    if (!doc) return notFound();
    req.context[SERVING_MEDIA_FILE] = true;
    if (onDisk() && !(await existsOnDisk(staticDir(), filename))) {
      req.payload.logger.error(`Image file ${filename} is missing from ${staticDir()}`);
      return notFound();
    }
    return undefined;
  };
  // Payload's type says void *or* Response; a handler that may answer either is what it runs (getFile.js).
  return handler as unknown as Handler;
}
