// The cookie of Next's draft mode, set by /api/preview (draftMode().enable()) for a staff preview: the
// proxy marks such responses private and the production server never caches them. Next chooses the
// name; tests/unit/routing-draft-mode.test.ts fails if an upgrade changes it. Plain ESM so that
// server.mjs's modules can import it without a build step.

export const DRAFT_MODE_COOKIE = '__prerender_bypass';
