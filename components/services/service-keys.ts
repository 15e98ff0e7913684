import type { IconName } from '@/components/icons/Icon';
import type { PageKey } from '@/lib/routes';

/** The six service pages (spec §2), in menu order; each key is also its `Services` namespace. */
export const serviceKeys = [
  'smsMarketing',
  'smsOtp',
  'locationBased',
  'appointment',
  'ticket',
  'urlTracking',
] as const satisfies readonly PageKey[];

export type ServiceKey = (typeof serviceKeys)[number];

export const serviceIcons: Record<ServiceKey, IconName> = {
  smsMarketing: 'send',
  smsOtp: 'key',
  locationBased: 'mapPin',
  appointment: 'calendar',
  ticket: 'ticket',
  urlTracking: 'link',
};
