// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useBrowserValue } from '@/components/client/browser-value';
import { CONSENT_EVENT } from '@/components/widgets/consent';

let stored = 'from-the-browser';

function Probe() {
  return <p>{useBrowserValue(() => stored, 'from-the-server')}</p>;
}

afterEach(cleanup);

describe('useBrowserValue', () => {
  it("renders the server's value first, the browser's once the page has loaded and been idle, then follows changes", async () => {
    render(<Probe />);
    // Same render as the server's: nothing the browser knows is read while the page hydrates.
    expect(screen.getByText('from-the-server')).toBeTruthy();
    expect(await screen.findByText('from-the-browser', {}, { timeout: 3000 })).toBeTruthy();

    // Read again on the events that change what the browser knows: consent, and the connection.
    stored = 'after-consent';
    act(() => window.dispatchEvent(new Event(CONSENT_EVENT)));
    expect(await screen.findByText('after-consent')).toBeTruthy();
    stored = 'after-going-offline';
    act(() => window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText('after-going-offline')).toBeTruthy();
  });

  it('tells each component in a task of its own, not inside the task of the change', () => {
    const tasks: (() => void)[] = [];
    const queue = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as typeof setTimeout);
    try {
      stored = 'before';
      render(
        <>
          <Probe />
          <Probe />
        </>,
      );
      stored = 'after';
      act(() => window.dispatchEvent(new Event(CONSENT_EVENT)));
      expect(screen.getAllByText('before')).toHaveLength(2);
      expect(tasks).toHaveLength(2);
      act(() => tasks[0]?.());
      expect(screen.getAllByText('after')).toHaveLength(1);
      act(() => tasks[1]?.());
      expect(screen.getAllByText('after')).toHaveLength(2);
    } finally {
      queue.mockRestore();
    }
  });

  it('reads at once in components mounted after the page has settled', () => {
    stored = 'later';
    render(<Probe />);
    expect(screen.getByText('later')).toBeTruthy();
  });
});
