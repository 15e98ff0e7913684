import { s3Storage } from '@payloadcms/storage-s3';
import type { Plugin } from 'payload';

/**
 * Where uploads live: with S3_BUCKET, in S3-compatible storage through Payload's storage plugin (every
 * instance serves every image; the files are still served from /api/media/file/<name>, through Payload's
 * access control); otherwise on local disk (Media.ts, MEDIA_DIR). S3_ENDPOINT names a non-AWS service
 * (MinIO, Ceph, R2, s3rver), addressed by path (bucket in the path, not in the host name).
 */
export function mediaStorage(env = process.env): Plugin[] {
  const bucket = env.S3_BUCKET || '';
  const endpoint = env.S3_ENDPOINT || undefined;
  return [
    s3Storage({
      // Registered even when off, with its fields (the object key): the schema, hence the migrations, and
      // the admin's import map are the same with and without S3_BUCKET.
      enabled: Boolean(bucket),
      alwaysInsertFields: true,
      collections: { media: true },
      bucket,
      config: {
        endpoint,
        forcePathStyle: Boolean(endpoint),
        region: env.S3_REGION || 'us-east-1',
        credentials: {
          accessKeyId: env.S3_ACCESS_KEY_ID || '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || '',
        },
      },
    }),
  ];
}
