import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { upFrontScriptUrls } from '@/lib/perf/script-urls.mjs';
import { FALLBACK_MS, deferFrameworkScripts, deferredScriptUrls } from '@/lib/server/deferred-scripts.mjs';

// The shape Next 16 writes: async chunk scripts in the head, a low-priority preload of the page's
// own chunk, the noModule polyfills, inline flight data, and the page chunk again in the body.
const NEXT_PAGE = [
  '<!DOCTYPE html><html lang="th"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/sarabun.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/page.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>ส่ง SMS</h1>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/page.js" async=""></script>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '</body></html>',
].join('');

const loaderOf = (html: string) => /<script>(\(function\(u\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? '';

describe('deferFrameworkScripts', () => {
  const html = deferFrameworkScripts(NEXT_PAGE);

  it('replaces the async chunk scripts and their preloads with one inline loader at the end of the body', () => {
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/(framework|turbopack-runtime|page)\.js"/);
    expect(html).not.toContain('as="script"');
    const loader = loaderOf(html);
    // Document order, each script once.
    expect(loader).toContain(
      '(["/_next/static/chunks/framework.js","/_next/static/chunks/turbopack-runtime.js","/_next/static/chunks/page.js"])',
    );
  });

  it('keeps everything else as Next wrote it', () => {
    for (const kept of [
      '<link rel="preload" href="/_next/static/media/sarabun.woff2" as="font" crossorigin="" type="font/woff2"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<h1>ส่ง SMS</h1>',
    ])
      expect(html).toContain(kept);
  });

  it('leaves a tag with other attributes, a script from elsewhere, and a page without scripts alone', () => {
    const nonce = '<script src="/_next/static/chunks/x.js" async="" nonce="abc"></script>';
    const outside = '<script src="https://connect.facebook.net/sdk.js" async=""></script>';
    const page = `<html><head>${nonce}${outside}</head><body></body></html>`;
    expect(deferFrameworkScripts(page)).toBe(page);
    expect(deferFrameworkScripts('<html><body><p>x</p></body></html>')).toBe('<html><body><p>x</p></body></html>');
    expect(deferFrameworkScripts('{"not":"html"}')).toBe('{"not":"html"}');
  });
});

/** Runs the loader against a stand-in browser and reports what it inserted, and when. */
function runLoader({ paint }: { paint: 'timed' | 'not timed' | 'no observer' }) {
  const inserted: { src: string; async: boolean }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = paint === 'timed' ? ['paint', 'resource'] : ['resource'];
    static created: PerformanceObserver[] = [];
    disconnected = false;
    constructor(public callback: (list: unknown, o: unknown) => void) {
      PerformanceObserver.created.push(this);
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const document = {
    createElement: () => ({ src: '', async: false }),
    head: { appendChild: (element: { src: string; async: boolean }) => inserted.push(element) },
  };
  const context = {
    document,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    window: { PerformanceObserver: paint === 'no observer' ? undefined : PerformanceObserver },
  };
  runInNewContext(loaderOf(deferFrameworkScripts(NEXT_PAGE)), context);
  const entries = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
  const observer = () => PerformanceObserver.created[0];
  /** Runs the timers queued with no delay (the insertions), oldest first, each once. */
  const runQueued = () => {
    const queued = timers.filter(({ ms }) => ms === 0);
    timers.splice(0, timers.length, ...timers.filter(({ ms }) => ms !== 0));
    for (const timer of queued) timer.fn();
  };
  return {
    inserted,
    timers,
    runQueued,
    report: (names: string[]) => observer()?.callback(entries(names), observer()),
    observer,
  };
}

describe('the inline loader', () => {
  it('inserts the scripts, async and in order, only once the first contentful paint is reported', () => {
    const browser = runLoader({ paint: 'timed' });
    expect(browser.inserted).toEqual([]);
    browser.report(['first-paint']);
    expect(browser.inserted).toEqual([]);
    browser.report(['first-contentful-paint']);
    expect(browser.observer()?.disconnected).toBe(true);
    const afterPaint = browser.timers.find((timer) => timer.ms === 0);
    expect(afterPaint).toBeDefined();
    afterPaint?.fn();
    // Each script in a task of its own (a timer each), queued in document order.
    expect(browser.inserted).toEqual([]);
    browser.runQueued();
    expect(browser.inserted.map(({ src }) => src.split('/').pop())).toEqual([
      'framework.js',
      'turbopack-runtime.js',
      'page.js',
    ]);
    expect(browser.inserted.every((element) => element.async)).toBe(true);
    // The fallback timer, firing later, inserts nothing twice.
    const fallback = browser.timers.find((timer) => timer.ms === FALLBACK_MS);
    expect(fallback).toBeDefined();
    fallback?.fn();
    browser.runQueued();
    expect(browser.inserted).toHaveLength(3);
  });

  it('starts the scripts after FALLBACK_MS when no paint is reported', () => {
    const browser = runLoader({ paint: 'timed' });
    const fallback = browser.timers.find((timer) => timer.ms === FALLBACK_MS);
    expect(fallback).toBeDefined();
    fallback?.fn();
    browser.runQueued();
    expect(browser.inserted).toHaveLength(3);
  });

  it('starts the scripts at once in a browser without paint timing', () => {
    for (const paint of ['not timed', 'no observer'] as const) {
      const browser = runLoader({ paint });
      browser.runQueued();
      expect(browser.inserted, paint).toHaveLength(3);
      expect(browser.observer(), paint).toBeUndefined();
    }
  });
});

describe('deferredScriptUrls', () => {
  it("reads back the loader's scripts, so the JavaScript budgets still count them", () => {
    expect(deferredScriptUrls(deferFrameworkScripts(NEXT_PAGE))).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/page.js',
    ]);
    expect(deferredScriptUrls(NEXT_PAGE)).toEqual([]);
  });
});

describe('upFrontScriptUrls', () => {
  it('lists the script tags but noModule ones, then the deferred scripts, each once', () => {
    const served = deferFrameworkScripts(
      NEXT_PAGE.replace('</head>', '<script src="/vendor/consent.js?v=1&amp;x=2"></script></head>'),
    );
    expect(upFrontScriptUrls(served)).toEqual([
      '/vendor/consent.js?v=1&x=2',
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/page.js',
    ]);
    // Next's own page, before the rewrite: the same scripts from its tags.
    expect(upFrontScriptUrls(NEXT_PAGE)).toEqual([
      '/_next/static/chunks/framework.js',
      '/_next/static/chunks/turbopack-runtime.js',
      '/_next/static/chunks/page.js',
    ]);
  });
});
