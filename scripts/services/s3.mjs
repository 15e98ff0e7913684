// A throwaway S3-compatible server for tests (s3rver, files in a directory of its own, 127.0.0.1 only).
import S3rver from 's3rver';

/** Starts s3rver on `port` with `bucket` created; returns the server (close() stops it) and its settings. */
export async function startS3(dir, port, bucket = 'media') {
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  return {
    server,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development credentials
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  };
}
