// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { navigationStarted } from '@/components/widgets/NavigationProgress';

afterEach(() => vi.restoreAllMocks());

describe('navigationStarted (the loading bar of page transitions)', () => {
  it('arms the bar for another path, not for the same path with another query (the bar ends on a path change)', () => {
    const timers = vi.spyOn(window, 'setTimeout');
    const here = new URL(window.location.href);
    navigationStarted(new URL(`${here.pathname}?page=2`, here));
    expect(timers).not.toHaveBeenCalled();
    navigationStarted(new URL('/en/packages', here));
    expect(timers).toHaveBeenCalledTimes(1);
  });
});
