import type { Config } from 'payload';

import { currentRequestId, jsonLogs } from '@/lib/server/json-log.mjs';

/**
 * Payload's logger: its default (pretty, coloured lines) unless LOG_FORMAT=json, where it writes the same
 * one-object-a-line JSON as the rest of the server ({time, level, msg, requestId}).
 */
export function payloadLogger(): Config['logger'] {
  if (!jsonLogs()) return undefined;
  return {
    options: {
      messageKey: 'msg',
      base: undefined,
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label: string) => ({ level: label }) },
      mixin: () => ({ requestId: currentRequestId() }),
    },
  };
}
