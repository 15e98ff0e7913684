import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { COMPILE_HINT, MIN_HINTED_BYTES, siteChunks, withCompileHint } from '@/lib/server/compile-hints.mjs';

// A build folder shaped as Next 16 writes it: the root main files in build-manifest.json, and per
// route a client reference manifest script that assigns globalThis.__RSC_MANIFEST[route].
const dist = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function manifest(route: string, entryJSFiles: Record<string, string[]>) {
  const dir = path.join(dist, 'server', 'app', ...route.split('/'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    path.join(dir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(`/${route}/page`)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};`,
  );
}

writeFileSync(
  path.join(dist, 'build-manifest.json'),
  JSON.stringify({
    polyfillFiles: ['static/chunks/polyfills.js'],
    rootMainFiles: ['static/chunks/react.js', 'static/chunks/turbopack-runtime.js'],
  }),
);
manifest('(site)/[locale]', {
  '[project]/app/(site)/[locale]/layout': ['static/chunks/layout.js'],
  '[project]/app/(site)/[locale]/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
});
manifest('(site)/[locale]/packages', {
  '[project]/app/(site)/[locale]/packages/page': [
    'static/chunks/layout.js',
    'static/chunks/calculator.js',
    'static/css/x.css',
  ],
});
manifest('(payload)/admin/[[...segments]]', { '[project]/app/(payload)/admin/page': ['static/chunks/payload-ui.js'] });

describe('siteChunks', () => {
  it("lists Next's root main files and the entry chunks of every page of the site, not the admin's", () => {
    expect([...siteChunks(dist)].sort()).toEqual(
      ['calculator', 'home', 'layout', 'react', 'turbopack-runtime'].map((name) => `/_next/static/chunks/${name}.js`),
    );
  });

  it('is empty for a folder without a build, so nothing gets the hint', () => {
    expect(siteChunks(path.join(dist, 'missing')).size).toBe(0);
  });
});

describe('withCompileHint', () => {
  it('puts the magic comment on the first line of a large script and leaves the script unchanged', () => {
    const code = `(()=>{console.log("ส่ง");${'let a=1;'.repeat(MIN_HINTED_BYTES / 8)}})();`;
    const hinted = withCompileHint(Buffer.from(code)).toString('utf8');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted).toBe(`${COMPILE_HINT}${code}`);
  });

  it('leaves a small script as it is', () => {
    const small = Buffer.from('(()=>{console.log("ส่ง")})();');
    expect(withCompileHint(small)).toBe(small);
  });
});
