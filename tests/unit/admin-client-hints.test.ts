import { withPayload } from '@payloadcms/next/withPayload';
import { describe, expect, it } from 'vitest';

import { ADMIN_SOURCES, clientHintsOnlyOnAdmin } from '@/lib/security/admin-client-hints';

const isHint = ({ key, value }: { key: string; value: string }) =>
  /^(accept-ch|critical-ch)$/i.test(key) || (/^vary$/i.test(key) && /sec-ch-/i.test(value));

describe('clientHintsOnlyOnAdmin', () => {
  it("moves the client hints Payload's withPayload sends everywhere to the admin paths only", async () => {
    const site = { source: '/:path*', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] };
    const payloadConfig = withPayload({ poweredByHeader: false, headers: async () => [site] });
    // The precondition this function exists for: Payload puts the hints on every path.
    const before = (await payloadConfig.headers?.()) ?? [];
    expect(before.some((rule) => rule.source === '/:path*' && rule.headers.some(isHint))).toBe(true);

    const rules = (await clientHintsOnlyOnAdmin(payloadConfig).headers?.()) ?? [];
    const hinted = rules.filter((rule) => rule.headers.some(isHint));
    expect(hinted.map((rule) => rule.source).sort()).toEqual([...ADMIN_SOURCES].sort());
    for (const rule of hinted) {
      expect(rule.headers.map((header) => header.key.toLowerCase()).sort()).toEqual([
        'accept-ch',
        'critical-ch',
        'vary',
      ]);
    }
    expect(rules).toContainEqual(site);
  });

  it('leaves a config without headers alone', () => {
    const config = { poweredByHeader: false };
    expect(clientHintsOnlyOnAdmin(config)).toBe(config);
  });
});
