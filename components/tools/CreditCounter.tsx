import { useTranslations } from 'next-intl';

import { CreditCounterClient } from '@/components/tools/CreditCounter.client';
import { ToolsIntl } from '@/components/tools/ToolsIntl';
import { MAX_RECIPIENTS_PER_SEND } from '@/lib/sms/credits';
import { GSM_EXTENSION_CHARS } from '@/lib/sms/gsm';
import type { PriceRange } from '@/lib/sms/pricing';

const EXTENSION_CHARS = GSM_EXTENSION_CHARS.filter((c) => c !== '\f').join(' ');

/**
 * Message credit counter. `ranges`: from content.priceRanges() of @/lib/content, to price a send.
 * The texts of its first render that take values are formatted here: in the browser, the first
 * message formatted with values builds the ICU message parser (about 28 ms at 1x on the bench machine,
 * inside the page's hydration); the counter formats messages only once the visitor types.
 */
export function CreditCounter({ ranges }: { ranges: PriceRange[] }) {
  const t = useTranslations('Tools.CreditCounter');
  return (
    <ToolsIntl parts={['CreditCounter']}>
      <CreditCounterClient
        ranges={ranges}
        recipientsHelp={t('recipientsHelp', { max: MAX_RECIPIENTS_PER_SEND })}
        extensionNote={t('extensionNote', { chars: EXTENSION_CHARS })}
      />
    </ToolsIntl>
  );
}
