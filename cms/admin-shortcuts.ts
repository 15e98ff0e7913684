/** Short admin paths of spec §2 → Payload's own screens. */
export const adminShortcuts = [
  { from: '/admin/blog', to: '/admin/collections/posts' },
  { from: '/admin/contentCategory', to: '/admin/collections/categories' },
  { from: '/admin/package', to: '/admin/collections/packages' },
  { from: '/admin/promotion', to: '/admin/collections/promotions' },
  { from: '/admin/our-customer', to: '/admin/collections/customers' },
  { from: '/admin/config', to: '/admin/globals/config' },
  { from: '/admin/popup', to: '/admin/collections/popups' },
] as const;
