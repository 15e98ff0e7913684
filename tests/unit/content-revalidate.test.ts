import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const { revalidateCollection, revalidateGlobal, revalidateTags } = await import('@/cms/hooks/revalidate');
const { POST } = await import('@/app/(payload)/api/revalidate/route');
const { ALL_TAGS, TAGS } = await import('@/lib/content/tags');

const logger = { debug: vi.fn(), error: vi.fn() };
const req = { payload: { logger } } as never;

beforeEach(() => {
  revalidateTag.mockReset();
  logger.debug.mockReset();
  logger.error.mockReset();
});

describe('CMS revalidation hooks', () => {
  it('revalidate the collection’s tags with the "max" profile on change and on delete', async () => {
    const hooks = revalidateCollection(TAGS.categories, TAGS.posts);
    const doc = { id: 1 };
    expect(await hooks.afterChange[0]!({ doc, req, context: {} } as never)).toBe(doc);
    await hooks.afterDelete[0]!({ doc, req, context: {} } as never);
    expect(revalidateTag.mock.calls).toEqual([
      ['categories', 'max'],
      ['posts', 'max'],
      ['categories', 'max'],
      ['posts', 'max'],
    ]);
    await revalidateGlobal(TAGS.config).afterChange[0]!({ doc, req, context: {} } as never);
    expect(revalidateTag).toHaveBeenLastCalledWith('config', 'max');
  });

  it('are skipped when context.disableRevalidate is set (the seed)', () => {
    revalidateTags([TAGS.posts], req, { disableRevalidate: true });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('never throw: outside Next it is a debug message, anything else is logged as an error', () => {
    revalidateTag.mockImplementation(() => {
      throw new Error('Invariant: static generation store missing in revalidateTag("posts")');
    });
    expect(() => revalidateTags([TAGS.posts], req, {})).not.toThrow();
    expect(logger.debug).toHaveBeenCalledOnce();
    revalidateTag.mockImplementation(() => {
      throw new Error('disk full');
    });
    expect(() => revalidateTags([TAGS.posts], req, {})).not.toThrow();
    expect(logger.error).toHaveBeenCalledOnce();
  });
});

describe('POST /api/revalidate', () => {
  const call = (authorization?: string) =>
    POST(
      new Request('http://localhost/api/revalidate', {
        method: 'POST',
        headers: authorization ? { authorization } : {},
      }),
    );

  it('503 when REVALIDATE_SECRET is unset', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await call('Bearer anything')).status).toBe(503);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('401 without the right bearer token', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 's3cret-value');
    for (const header of [
      undefined,
      'Bearer wrong',
      's3cret-value',
      'Bearer s3cret-valu',
      'Bearer s3cret-value2',
      'Basic s3cret-value',
    ]) {
      expect((await call(header)).status).toBe(401);
    }
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('revalidates every tag with the right token', async () => {
    vi.stubEnv('REVALIDATE_SECRET', 's3cret-value');
    const response = await call('Bearer s3cret-value');
    expect(response.status).toBe(200);
    expect(revalidateTag.mock.calls.map(([tag]) => tag)).toEqual([...ALL_TAGS]);
  });
});
