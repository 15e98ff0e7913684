'use client';

import { useEffect } from 'react';
import { ParallaxProvider, useParallaxController } from 'react-scroll-parallax';

/** Largest shift, in px, of an element with speed 1 over its pass through the viewport. */
const SHIFT_PER_SPEED = 60;

function AttachParallax() {
  const controller = useParallaxController();
  useEffect(() => {
    if (!controller) return;
    const created = Array.from(document.querySelectorAll<HTMLElement>('[data-parallax]')).map((el) => {
      const shift = Math.round(Number(el.dataset.parallax) * SHIFT_PER_SPEED) || 0;
      return controller.createElement({ el, props: { translateY: [`${-shift}px`, `${shift}px`] } });
    });
    return () => created.forEach((element) => controller.removeElementById(element.id));
  }, [controller]);
  return null;
}

/** Parallax on the page's `data-parallax` elements (speeds 0.5, 0.8, 0.1 of spec §9). */
export default function ParallaxRuntime() {
  return (
    <ParallaxProvider>
      <AttachParallax />
    </ParallaxProvider>
  );
}
