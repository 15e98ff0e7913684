/**
 * Liveness: the process is up and answers. Asks nothing of the database or Redis, so a load balancer
 * does not restart healthy instances because a shared service is down (that is /readyz's answer).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
}
