import 'server-only';

import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/** The in-process Payload instance (Local API: no HTTP). Payload caches it per process. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config });
}
