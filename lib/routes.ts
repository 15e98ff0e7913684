/** Every static page of spec §2, keyed by its message namespace in `Pages`. */
export const pageRoutes = {
  home: '/',
  aboutUs: '/about-us',
  blog: '/blog',
  contactUs: '/contact-us',
  cookie: '/cookie',
  faq: '/faq',
  packages: '/packages',
  paymentMethods: '/payment-methods',
  policy: '/policy',
  promotions: '/promotions',
  terms: '/term-and-condition',
  services: '/services',
  appointment: '/services/Appointment',
  locationBased: '/services/Location-based-marketing',
  smsMarketing: '/services/SMS-marketing',
  smsOtp: '/services/SMS-OTP',
  ticket: '/services/Ticket',
  urlTracking: '/services/URL-Tracking',
} as const;

export type PageKey = keyof typeof pageRoutes;

export const pageKeys = Object.keys(pageRoutes) as PageKey[];

/** Document title of the not-found screen, the same in every language (spec §2, §8). */
export const NOT_FOUND_TITLE = '404 | Page not found';
