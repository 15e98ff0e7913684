// The site pages' up-front chunks, added by lib/server/page-policy.mjs as the page cache sees each version:
export const siteScripts = new Set(); // the compile hint goes on these only, never on the admin's 2.9 MB.
