import { pageRoutes, type PageKey } from '@/lib/routes';

/** Keys of the `Nav` messages namespace used by the navigation. */
export type NavLabel =
  | 'home'
  | 'services'
  | 'allServices'
  | 'smsMarketing'
  | 'smsOtp'
  | 'ticket'
  | 'appointment'
  | 'promotions'
  | 'packages'
  | 'paymentMethods'
  | 'blog'
  | 'information'
  | 'terms'
  | 'policy'
  | 'cookie'
  | 'contactUs';

export type NavEntry = { label: NavLabel; href: string };
export type NavItem = NavEntry | { label: NavLabel; children: NavEntry[] };

const link = (label: NavLabel, key: PageKey): NavEntry => ({ label, href: pageRoutes[key] });

/** The desktop bar and the mobile drawer show the same entries (spec §2). */
export const navItems: NavItem[] = [
  link('home', 'home'),
  {
    label: 'services',
    children: [
      link('allServices', 'services'),
      link('smsMarketing', 'smsMarketing'),
      link('smsOtp', 'smsOtp'),
      link('ticket', 'ticket'),
      link('appointment', 'appointment'),
    ],
  },
  link('promotions', 'promotions'),
  link('packages', 'packages'),
  link('paymentMethods', 'paymentMethods'),
  link('blog', 'blog'),
  { label: 'information', children: [link('terms', 'terms'), link('policy', 'policy'), link('cookie', 'cookie')] },
  link('contactUs', 'contactUs'),
];
