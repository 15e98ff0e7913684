// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { useBrowserValue } from '@/components/client/browser-value';

let stored = 'from-the-browser';
const listeners = new Set<() => void>();
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

function Probe() {
  return <p>{useBrowserValue(() => stored, 'from-the-server', subscribe)}</p>;
}

afterEach(cleanup);

describe('useBrowserValue', () => {
  it("renders the server's value first, the browser's once the page has loaded and been idle, then follows changes", async () => {
    render(<Probe />);
    // Same render as the server's: nothing the browser knows is read while the page hydrates.
    expect(screen.getByText('from-the-server')).toBeTruthy();
    expect(await screen.findByText('from-the-browser', {}, { timeout: 3000 })).toBeTruthy();

    stored = 'changed';
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('changed')).toBeTruthy();
  });

  it('reads at once in components mounted after the page has settled', () => {
    stored = 'later';
    render(<Probe />);
    expect(screen.getByText('later')).toBeTruthy();
  });
});
