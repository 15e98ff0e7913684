// V8's explicit compile hint for the scripts the public pages run as they start.
//
// Chromium (136 and later) compiles a script that begins with `//# allFunctionsCalledOnLoad` in
// full on a background thread while it downloads. Without it, V8 compiles each function on the
// main thread the first time it runs, and Next's bootstrap runs nearly all of its module factories
// at once: on the Lighthouse phone profile that lazy compiling was the largest long task after
// the first paint (turbopack's module loader, 110–150 ms at 4x CPU on home, packages and the 404).
// The hint goes only on the chunks the site's own pages load up front (Next's root main files and
// each `(site)` page's entry chunks, read from the build's manifests when the server starts), not
// on the admin's 2.9 MB, which would cost memory for functions an editor may never call; and only
// on the large ones (React DOM, Next's router, next-intl: most of the code), since each hint adds
// about 30 bytes to the JavaScript budgets. Browsers without the feature read it as a comment.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Smaller chunks compile in little time: not worth their hint's bytes. */
export const MIN_HINTED_BYTES = 40 * 1024;

/** Every `page_client-reference-manifest.js` under `dir`. */
function manifestsUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifestsUnder(full);
    return entry.name === 'page_client-reference-manifest.js' ? [full] : [];
  });
}

/**
 * URLs (`/_next/static/chunks/….js`) of the chunks the site's pages load up front, from the build
 * in `distDir`; an empty set when the build has no such manifests (the hint is then simply not
 * added).
 * @param {string} distDir
 * @returns {Set<string>}
 */
export function siteChunks(distDir) {
  const files = new Set();
  try {
    const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
    for (const file of build.rootMainFiles ?? []) files.add(file);
  } catch {
    // No build manifest: only the pages' own chunks.
  }
  for (const manifest of manifestsUnder(path.join(distDir, 'server', 'app', '(site)'))) {
    // The manifest is a script of the build that assigns globalThis.__RSC_MANIFEST[route].
    const sandbox = {};
    sandbox.globalThis = sandbox;
    try {
      runInNewContext(readFileSync(manifest, 'utf8'), sandbox, { timeout: 1000 });
    } catch {
      continue;
    }
    for (const route of Object.values(sandbox.__RSC_MANIFEST ?? {}))
      for (const chunks of Object.values(route?.entryJSFiles ?? {})) for (const file of chunks) files.add(file);
  }
  return new Set([...files].filter((file) => /^static\/chunks\/[^/]+\.js$/.test(file)).map((file) => `/_next/${file}`));
}

/**
 * `body` (one of the siteChunks) with the compile hint in front, when it is large enough to gain.
 * @param {Buffer} body
 * @returns {Buffer}
 */
export const withCompileHint = (body) =>
  body.length >= MIN_HINTED_BYTES ? Buffer.concat([Buffer.from(COMPILE_HINT), body]) : body;
