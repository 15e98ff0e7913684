/** The `config` global read with `locale: 'all'` → the site settings of one locale (pure). */
import type { Locale } from '@/i18n/locales';
import type { AllLocales } from '@/lib/content/cms/all-locales';
import { pickText } from '@/lib/content/localize';
import { normalizeSiteConfig } from '@/lib/content/site-config';
import type { SiteConfig } from '@/lib/content/types';

export type ConfigDoc = AllLocales<'config'>;

export function mapSiteConfig(doc: ConfigDoc, locale: Locale): SiteConfig {
  return normalizeSiteConfig({
    ...doc,
    companyName: pickText(doc.companyName, locale),
    address: pickText(doc.address, locale),
    // A channel is shown unless staff switched it off.
    contacts: (doc.contact ?? []).map((entry) => ({
      ...entry,
      label: pickText(entry.label, locale),
      isActive: entry.isActive !== false,
    })),
    bankAccounts: (doc.bankAccounts ?? []).map((account) => ({
      bank: pickText(account.bank, locale),
      accountNumber: account.accountNumber,
      accountName: pickText(account.accountName, locale),
      branch: pickText(account.branch, locale),
    })),
    facebookChatEnabled: doc.facebookChatEnabled === true,
  });
}
