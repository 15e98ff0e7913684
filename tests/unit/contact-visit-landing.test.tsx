// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The component records once per document: each test gets a fresh module (a fresh document's state). */
async function freshVisitLanding() {
  vi.resetModules();
  return (await import('@/components/contact/VisitLanding')).VisitLanding;
}

const landing = () => /(?:^|; )utm_tracking=([^;]*)/.exec(document.cookie)?.[1];

beforeEach(() => {
  document.cookie = 'utm_tracking=; max-age=0; path=/';
  window.history.replaceState(null, '', '/en/services');
});
afterEach(cleanup);

describe('the landing page of a visit without tracking parameters', () => {
  it('is written once the page has loaded and the browser is idle, not while it hydrates', async () => {
    const VisitLanding = await freshVisitLanding();
    render(<VisitLanding />);
    expect(landing()).toBeUndefined();
    await vi.waitFor(() => expect(landing()).toBe('landing=%2Fen%2Fservices'), { timeout: 3000 });
  });

  it('is the page the document was loaded with, written as the visitor leaves if that comes first', async () => {
    const VisitLanding = await freshVisitLanding();
    const { unmount } = render(<VisitLanding />);
    // A client-side navigation and a change of language (the layout mounts again) do not move it.
    window.history.pushState(null, '', '/en/contact-us');
    unmount();
    render(<VisitLanding />);
    window.dispatchEvent(new Event('pagehide'));
    expect(landing()).toBe('landing=%2Fen%2Fservices');
  });

  it("never replaces the proxy's cookie of a campaign", async () => {
    document.cookie = 'utm_tracking=utm_campaign=nov&landing=%2Fen%2Fpackages; path=/';
    const VisitLanding = await freshVisitLanding();
    render(<VisitLanding />);
    window.dispatchEvent(new Event('pagehide'));
    expect(landing()).toBe('utm_campaign=nov&landing=%2Fen%2Fpackages');
  });
});
