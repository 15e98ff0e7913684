/**
 * The admin's configuration beyond collections: the site's name and logo on the sign-in page, in
 * the navigation and the browser tab; avatar without an external image (Gravatar would be a request
 * to another host); Bangkok as the only time zone; Live Preview of posts and packages at phone and
 * desktop widths; the dashboard panel. Dates, yes/no values, publishing and version screens of every
 * collection come from cms/admin/plugin.ts.
 */
import type { Config } from 'payload';

import { BANGKOK } from '@/cms/admin/dates/format';
import { staffAccountViews } from '@/cms/collections/users/admin/views';
import { previewUrl } from '@/cms/publishing/preview-url';
import { SITE_CONFIG_DEFAULTS } from '@/lib/content/site-config';

export const admin: Config['admin'] = {
  user: 'users',
  avatar: 'default',
  // Payload's own date displays left (e.g. list filters) use date-fns, which has no Buddhist era: at
  // least the same shape as ours (cms/admin/dates/format.ts), "1 ธ.ค. 2026 09:00".
  dateFormat: 'd MMM yyyy HH:mm',
  meta: {
    titleSuffix: ` · ${SITE_CONFIG_DEFAULTS.siteName}`,
    icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
  },
  timezones: {
    defaultTimezone: BANGKOK,
    supportedTimezones: [{ label: 'Bangkok (GMT+7)', value: BANGKOK }],
  },
  livePreview: {
    collections: ['posts', 'packages'],
    // Labels are one string for both admin languages (Payload takes no translations here): sizes read the same in both.
    breakpoints: [
      { name: 'mobile', label: '390 × 844', width: 390, height: 844 },
      { name: 'desktop', label: '1280 × 800', width: 1280, height: 800 },
    ],
    url: ({ collectionConfig, globalConfig, data, locale }) =>
      previewUrl(collectionConfig?.slug ?? globalConfig?.slug ?? '', data, locale?.code),
  },
  components: {
    graphics: { Logo: '/cms/admin/brand/Logo#Logo', Icon: '/cms/admin/brand/Icon#Icon' },
    // Sign-in with a second factor and "remember me", forgot password by username or e-mail.
    views: staffAccountViews,
    beforeDashboard: ['/cms/admin/Dashboard#Dashboard'],
  },
};
