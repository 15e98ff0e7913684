/** The `config` global read with `locale: 'all'` → the site settings of one locale (pure). */
import type { Locale } from '@/i18n/locales';
import { text } from '@/lib/content/cms/localized';
import type { RawConfig } from '@/lib/content/cms/raw';
import { normalizeSiteConfig } from '@/lib/content/site-config';
import type { SiteConfig } from '@/lib/content/types';

export function mapSiteConfig(doc: RawConfig, locale: Locale): SiteConfig {
  return normalizeSiteConfig({
    ...doc,
    companyName: text(doc.companyName, locale),
    address: text(doc.address, locale),
    // A channel is shown unless staff switched it off.
    contacts: (doc.contact ?? []).map((entry) => ({
      ...entry,
      label: text(entry.label, locale),
      isActive: entry.isActive !== false,
    })),
    bankAccounts: (doc.bankAccounts ?? []).map((account) => ({
      bank: text(account.bank, locale),
      accountNumber: account.accountNumber,
      accountName: text(account.accountName, locale),
      branch: text(account.branch, locale),
    })),
    facebookChatEnabled: doc.facebookChatEnabled === true,
  });
}
