import type { IconName } from '@/components/icons/Icon';
import type { ServicePageKey } from '@/lib/page-keys';

/** The icon of each service page's card. */
export const serviceIcons: Record<ServicePageKey, IconName> = {
  smsMarketing: 'send',
  smsOtp: 'key',
  locationBased: 'mapPin',
  appointment: 'calendar',
  ticket: 'ticket',
  urlTracking: 'link',
};
