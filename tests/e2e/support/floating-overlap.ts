import type { Page } from '@playwright/test';

import { drawWholeMain } from './draw-all';

/**
 * Text lines and links of the page (main and footer) that a floating contact button covers
 * while the visitor reads them. A reader brings a line into view by scrolling down (the line
 * enters at the bottom of the reading area) or up (it enters at the top); the reading area is
 * the window minus the scroll padding the page declares for its sticky header and any bar it
 * reserves at the bottom (the same padding the browser honours when it scrolls to a focused
 * link, WCAG 2.4.11). At both positions, clamped to the page's scroll range, the line must lie
 * clear of every floating button. Returns a description of each covered line.
 */
export async function coveredByFloatingButtons(page: Page, groupLabel: string): Promise<string[]> {
  // Sections below the fold are laid out lazily (content-visibility): lay them out to measure.
  await drawWholeMain(page);
  return page.evaluate((label) => {
    const group = document.querySelector(`aside[aria-label="${label}"]`);
    const buttons = Array.from(group?.querySelectorAll('a') ?? []).map((a) => a.getBoundingClientRect());
    if (buttons.length === 0) throw new Error('no floating contact buttons on the page');
    window.scrollTo({ top: 0, behavior: 'instant' });
    const style = getComputedStyle(document.documentElement);
    const padTop = parseFloat(style.scrollPaddingTop) || 0;
    const padBottom = parseFloat(style.scrollPaddingBottom) || 0;
    const viewport = window.innerHeight;
    const maxScroll = document.documentElement.scrollHeight - viewport;
    const clamp = (y: number) => Math.min(Math.max(y, 0), maxScroll);
    const pinned = (el: Element | null): boolean => {
      for (let node = el; node && node !== document.body; node = node.parentElement) {
        const position = getComputedStyle(node).position;
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
    const covered: string[] = [];
    const check = (rect: DOMRect, what: string) => {
      if (rect.width < 2 || rect.height < 2) return;
      const top = rect.top + window.scrollY;
      const bottom = rect.bottom + window.scrollY;
      // Scrolling down it enters at the bottom of the reading area; scrolling up, at the top.
      for (const scroll of [clamp(bottom - (viewport - padBottom)), clamp(top - padTop)]) {
        const y0 = top - scroll;
        const y1 = bottom - scroll;
        const hit = buttons.some((b) => rect.left < b.right && rect.right > b.left && y0 < b.bottom && y1 > b.top);
        if (hit) {
          covered.push(`${what} (scrolled to ${Math.round(scroll)})`);
          return;
        }
      }
    };
    for (const root of document.querySelectorAll('main, footer')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim();
        if (!text || pinned(node.parentElement)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) check(line as DOMRect, `text "${text.slice(0, 40)}"`);
      }
      for (const link of root.querySelectorAll('a[href], button')) {
        if (!pinned(link)) check(link.getBoundingClientRect(), `link "${link.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return covered;
  }, groupLabel);
}
