import localFont from 'next/font/local';

/*
 * One family (Sarabun, from @fontsource, self-hosted by next/font) split by script so a
 * reader downloads only the glyphs their language uses: each face carries its unicode-range.
 *
 * The first paint is final: the Latin and Thai faces (every page shows both: Thai pages, and the
 * language switch on the others) are preloaded and `font-display: optional`, so text is drawn
 * once, in Sarabun when it arrives within the browser's short block period (a preloaded 10 KB file
 * does), else in the system's sans-serif for the rest of that page view. With `swap` the hero
 * text was painted twice and its second paint, at the font's arrival, was the page's LCP.
 * The Vietnamese face (its letters only) is `optional` too, named only on Vietnamese pages
 * (globals.css) and not preloaded: preloading it on every page pushed the other fonts, and every
 * template's LCP, from 1.39 to 1.53 s. A Vietnamese page's text waits up to the block period for
 * its 4 KB; other pages draw the two letters of "Tiếng Việt" in the system font.
 *
 * Each variable names its face and nothing else (the line boxes' metrics come from the Latin face,
 * the first that covers the space). The generic families come once, at the end of the page's stack
 * (--font-body in globals.css). Every family in a stack is looked up for each font size and weight
 * the page draws before its web fonts arrive, a synchronous call to the browser on Linux. On Thai
 * home (phone viewport, unthrottled, median of 6, two rounds) the old stack (fallbacks after each
 * face, Chinese families on every page) made 150-460 lookups and 142-156 ms of layout before load;
 * this one made 40-70 lookups and 71-81 ms. Latin has no size-adjusted Arial fallback either
 * (next/font's `adjustFontFallback`): `local(Arial)` finds nothing on Android or Linux, and Chrome
 * then looks the failed face's name up as a system family too. With it, loading Thai home made 16
 * lookups and English home 55 (Chrome traces, phone viewport, unthrottled, medians of 6-8 loads);
 * without it, 3 and 1 (tests/e2e/pages-language.spec.ts: no face fails). Where Arial exists
 * (Windows, Apple), a page whose Sarabun misses the block period is drawn in plain sans-serif.
 */
export const sarabunLatin = localFont({
  src: [
    { path: '../../node_modules/@fontsource/sarabun/files/sarabun-latin-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/sarabun/files/sarabun-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-latin',
  display: 'optional',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const sarabunThai = localFont({
  src: [
    { path: '../../node_modules/@fontsource/sarabun/files/sarabun-thai-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/sarabun/files/sarabun-thai-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-thai',
  display: 'optional',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC' }],
});

export const sarabunVietnamese = localFont({
  src: [
    { path: '../../node_modules/@fontsource/sarabun/files/sarabun-vietnamese-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/sarabun/files/sarabun-vietnamese-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-vietnamese',
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB',
    },
  ],
});

export const fontVariables = [sarabunLatin.variable, sarabunThai.variable, sarabunVietnamese.variable].join(' ');
