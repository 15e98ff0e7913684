import { SenderNameCheckerClient } from '@/components/tools/SenderNameChecker.client';
import { ToolsIntl } from '@/components/tools/ToolsIntl';

/** Sender name checker (SMS marketing, SMS OTP and FAQ pages). */
export function SenderNameChecker() {
  return (
    <ToolsIntl parts={['SenderName']}>
      <SenderNameCheckerClient />
    </ToolsIntl>
  );
}
