/** The draft-mode cookie is named once (lib/routing/draft-mode.mjs), and it is the name Next gives it. */
import { COOKIE_NAME_PRERENDER_BYPASS } from 'next/dist/server/api-utils';
import { expect, it } from 'vitest';

import { DRAFT_MODE_COOKIE } from '@/lib/routing/draft-mode.mjs';

it('is the cookie Next sets for draft mode', () => {
  expect(DRAFT_MODE_COOKIE).toBe(COOKIE_NAME_PRERENDER_BYPASS);
});
