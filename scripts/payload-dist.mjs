// The functions of Payload's CLI that scripts/payload.mjs calls, loaded one by one from files of
// payload/dist. They are not part of Payload's public exports: an upgrade may move or rename them, and
// tests/unit/payload-dist.test.ts then fails before any command does.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const payloadDist = path.dirname(createRequire(import.meta.url).resolve('payload'));

/** Each function, and the file of payload/dist that exports it (checked against payload 3.90.2). */
export const DIST_FUNCTIONS = {
  loadEnv: 'bin/loadEnv.js',
  findConfig: 'config/find.js',
  migrate: 'bin/migrate.js',
  generateTypes: 'bin/generateTypes.js',
  generateImportMap: 'bin/generateImportMap/index.js',
};

/**
 * @param {keyof typeof DIST_FUNCTIONS} name
 * @returns {Promise<(...args: any[]) => any>}
 */
export async function fromDist(name) {
  const file = `payload/dist/${DIST_FUNCTIONS[name]}`;
  let exports;
  try {
    exports = await import(pathToFileURL(path.join(payloadDist, DIST_FUNCTIONS[name])).href);
  } catch (error) {
    throw new Error(`${file} could not be loaded: has a Payload upgrade moved it?`, { cause: error });
  }
  if (typeof exports[name] !== 'function') throw new Error(`${file} no longer exports the function ${name}`);
  return exports[name];
}
