/**
 * The admin's configuration beyond collections: avatar without an external image (Gravatar would be
 * a request to another host), Bangkok time in date pickers and the schedule drawer, Live Preview of
 * posts and packages at phone and desktop widths, and the dashboard panel.
 */
import type { Config } from 'payload';

import { previewUrl } from '@/cms/publishing/preview-url';

export const BANGKOK = 'Asia/Bangkok';

export const admin: Config['admin'] = {
  user: 'users',
  avatar: 'default',
  meta: { titleSuffix: ' · SMS CMS' },
  timezones: {
    defaultTimezone: BANGKOK,
    supportedTimezones: [
      { label: 'Bangkok (GMT+7)', value: BANGKOK },
      { label: 'UTC', value: 'UTC' },
    ],
  },
  livePreview: {
    collections: ['posts', 'packages'],
    breakpoints: [
      { name: 'mobile', label: 'Mobile', width: 390, height: 844 },
      { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
    ],
    url: ({ collectionConfig, globalConfig, data, locale }) =>
      previewUrl(collectionConfig?.slug ?? globalConfig?.slug ?? '', data, locale?.code),
  },
  components: {
    afterLogin: ['/cms/collections/users/RememberMe#RememberMe'],
    beforeDashboard: ['/cms/admin/Dashboard#Dashboard'],
  },
};
