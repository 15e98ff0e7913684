import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

export type ToolPart = 'Calculator' | 'CreditCounter' | 'SenderName' | 'Taxes';

/**
 * Gives a tool's client island only its own texts (Tools.<part>), so a page does not ship the
 * messages of every language area, and a package card ships only the tax labels.
 */
export async function ToolsIntl({ parts, children }: { parts: readonly ToolPart[]; children: ReactNode }) {
  const { Tools } = await getMessages();
  if (!Tools || typeof Tools === 'string') {
    throw new Error('Tools messages are missing: is "tools" listed in messageFiles (i18n/messages.ts)?');
  }
  const picked: Record<string, AbstractIntlMessages | string> = {};
  for (const part of parts) {
    const messages = Tools[part];
    if (messages === undefined) throw new Error(`Tools.${part} messages are missing`);
    picked[part] = messages;
  }
  return <NextIntlClientProvider messages={{ Tools: picked }}>{children}</NextIntlClientProvider>;
}
