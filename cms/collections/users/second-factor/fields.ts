import type { Field } from 'payload';

import { l } from '@/cms/collections/shared/labels';

const serverOnly = { create: () => false, update: () => false };

/**
 * The second factor of an account. The secret (sealed), the last step used, the failure count and the
 * recovery-code hashes are hidden: never in an API answer, written only by the server. `enabledAt` is
 * readable (the account screen and the list show whether someone has one).
 */
export const secondFactorFields: Field[] = [
  {
    name: 'secondFactorEnabledAt',
    label: l('Second factor since', 'ใช้การยืนยันขั้นที่สองตั้งแต่'),
    type: 'date',
    access: serverOnly,
    admin: { hidden: true },
  },
  { name: 'secondFactorSecret', type: 'text', hidden: true, access: serverOnly },
  { name: 'secondFactorLastStep', type: 'number', hidden: true, access: serverOnly },
  { name: 'secondFactorFailures', type: 'number', hidden: true, access: serverOnly, defaultValue: 0 },
  { name: 'recoveryCodeHashes', type: 'json', hidden: true, access: serverOnly },
];
