import { readiness } from '@/lib/server/readiness';

/**
 * Readiness: 200 when the database (and Redis, when REDIS_URL is set) answers, 503 otherwise, so a load
 * balancer sends visitors to the instances that can serve them. Never cached.
 */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const checks = await readiness();
  const ready = Object.values(checks).every((state) => state === 'ok');
  return Response.json(
    { status: ready ? 'ok' : 'unavailable', checks },
    { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } },
  );
}
