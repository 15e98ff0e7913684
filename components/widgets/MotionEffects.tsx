'use client';

import { useEffect, useState } from 'react';

import { lazyWidget } from '@/components/client/lazy-widget';
import { prefersReducedMotion } from '@/components/widgets/browser-storage';
import { usePagePath } from '@/components/navigation/use-page-path';

const ParallaxRuntime = lazyWidget(() =>
  import('@/components/widgets/ParallaxRuntime').then((module) => module.default),
);

let aosStarted = false;

const FIRST_INPUT = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/** Runs `task` once, on the visitor's first scroll, tap, click or key press. */
function onFirstInput(task: () => void): () => void {
  const run = () => {
    cancel();
    task();
  };
  const cancel = () => FIRST_INPUT.forEach((type) => window.removeEventListener(type, run));
  FIRST_INPUT.forEach((type) => window.addEventListener(type, run, { passive: true }));
  return cancel;
}

/**
 * Scroll animations (AOS: offset 40, 300 ms, once) for elements marked `data-aos`, and parallax
 * for elements marked `data-parallax="<speed>"`. Both libraries load only on pages that use
 * them, on the visitor's first input (animations only matter once they scroll; the first paint
 * and the page's start-up stay free of them), and never under prefers-reduced-motion. Content is
 * visible without them: the CSS hides only elements AOS has prepared.
 */
export function MotionEffects() {
  const pathname = usePagePath();
  const [parallaxPage, setParallaxPage] = useState<string | null>(null);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    return onFirstInput(() => {
      if (document.querySelector('[data-aos]')) {
        void import('aos').then(({ default: AOS }) => {
          if (aosStarted) return AOS.refreshHard();
          aosStarted = true;
          AOS.init({ offset: 40, duration: 300, once: true });
        });
      }
      setParallaxPage(document.querySelector('[data-parallax]') ? pathname : null);
    });
  }, [pathname]);

  return parallaxPage === pathname ? <ParallaxRuntime key={pathname} /> : null;
}
