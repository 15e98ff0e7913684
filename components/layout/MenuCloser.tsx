'use client';

import { useEffect, useRef } from 'react';

import { usePagePath } from '@/components/navigation/use-page-path';

/**
 * Keeps the desktop menu's disclosure panels tidy: one open at a time, closed after a
 * navigation, on a click outside and on Escape (focus goes back to the panel's summary), and
 * marks the summary of the panel that holds the current page.
 */
export function MenuCloser({ containerId }: { containerId: string }) {
  const pathname = usePagePath();
  // The path the panels were last tidied for. Panels close when it changes (a navigation), not when
  // the page hydrates: the menu works before the scripts arrive (they start after the first paint),
  // and a panel the visitor opened meanwhile stays open.
  const tidiedFor = useRef(pathname);

  useEffect(() => {
    const container = document.getElementById(containerId);
    if (!container) return;
    const panels = () => Array.from(container.querySelectorAll<HTMLDetailsElement>('details[open]'));
    if (tidiedFor.current !== pathname) {
      tidiedFor.current = pathname;
      panels().forEach((panel) => (panel.open = false));
    }
    // A closed panel still shows, on its summary, that the current page is inside it.
    for (const panel of container.querySelectorAll('details')) {
      const summary = panel.querySelector('summary');
      if (!summary) continue;
      if (panel.querySelector('a[aria-current="page"]')) summary.dataset.current = 'true';
      else delete summary.dataset.current;
    }

    const onToggle = (event: Event) => {
      const target = event.target as HTMLDetailsElement;
      if (target.open) panels().forEach((panel) => panel !== target && (panel.open = false));
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.contains(event.target as Node)) panels().forEach((panel) => (panel.open = false));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const panel of panels()) {
        panel.open = false;
        if (panel.contains(document.activeElement)) panel.querySelector('summary')?.focus();
      }
    };
    container.addEventListener('toggle', onToggle, true);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      container.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [containerId, pathname]);

  return null;
}
