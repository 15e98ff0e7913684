/**
 * A page stored from content read before a change is expired again once its response is sent
 * (lib/content/stale-guard.ts); one stored from current content is left alone, and nothing chains.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const afterTasks: (() => Promise<void>)[] = [];
vi.mock('next/server', () => ({ after: (task: () => Promise<void>) => afterTasks.push(task) }));
const queue = vi.fn();
vi.mock('@/lib/content/payload', () => ({ payloadClient: async () => ({ jobs: { queue } }) }));

const { recheckAfterResponse, versionsOf } = await import('@/lib/content/stale-guard');
const { expireSharedTags, tagVersions } = await import('@/lib/server/shared-cache');

async function responseSent() {
  for (const task of afterTasks.splice(0)) await task();
}

beforeEach(() => {
  afterTasks.length = 0;
  queue.mockReset();
});

describe('a page made from content older than a change', () => {
  it('is expired again after its response, without moving the versions', async () => {
    const read = await versionsOf(['posts', 'content']);
    // The change lands while the page renders: after the content was read, before the page is stored.
    await expireSharedTags(['posts']);
    recheckAfterResponse(['posts', 'content'], read);
    const moved = await tagVersions(['posts']);
    await responseSent();
    expect(queue).toHaveBeenCalledOnce();
    expect(queue.mock.calls[0]![0]).toMatchObject({ task: 'expireTags', input: { tags: ['posts'], reason: 'stale' } });
    expect(await tagVersions(['posts'])).toEqual(moved);
  });

  it('one made from current content is left alone', async () => {
    await expireSharedTags(['packages']);
    const read = await versionsOf(['packages']);
    recheckAfterResponse(['packages'], read);
    await responseSent();
    expect(queue).not.toHaveBeenCalled();
  });

  it('outside a request (a build, a script) nothing is checked', async () => {
    vi.stubEnv('NEXT_PHASE', 'phase-production-build');
    recheckAfterResponse(['posts'], {});
    vi.unstubAllEnvs();
    expect(afterTasks).toHaveLength(0);
  });
});
