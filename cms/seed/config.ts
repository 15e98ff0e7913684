import type { Payload } from 'payload';

import { locales, type Locale } from '@/i18n/locales';

import { seedCompany, seedSettings } from './data/config';
import { seedContext } from './seeder';

type SavedRows = { contact?: { id?: string | null }[] | null; bankAccounts?: { id?: string | null }[] | null };

/** The localized fields of the config global in one language; array rows keep the ids of `saved`. */
function localizedConfig(locale: Locale, saved: SavedRows) {
  const { companyName, address, contact, bankAccounts } = seedCompany;
  return {
    companyName: companyName[locale],
    address: address[locale],
    contact: contact.map((entry, index) => ({
      ...entry,
      id: saved.contact?.[index]?.id ?? undefined,
      label: entry.label[locale],
      isActive: true,
    })),
    bankAccounts: bankAccounts.map((account, index) => ({
      ...account,
      id: saved.bankAccounts?.[index]?.id ?? undefined,
      bank: account.bank[locale],
      accountName: account.accountName[locale],
      branch: account.branch[locale],
    })),
  };
}

/**
 * The config global is written only when it was never saved: Thai first with the shared
 * settings, then each translation. The array rows (contacts, bank accounts) keep their ids, so
 * each language is sent with the ids the Thai save gave them.
 */
export async function ensureConfig(payload: Payload): Promise<'created' | 'exists'> {
  const current = (await payload.findGlobal({ slug: 'config', depth: 0, context: seedContext })) as {
    updatedAt?: string | null;
  };
  if (current.updatedAt) return 'exists';
  await payload.updateGlobal({
    slug: 'config',
    locale: 'th',
    data: { ...seedSettings, ...localizedConfig('th', {}), _status: 'published' },
    context: seedContext,
  });
  const saved = (await payload.findGlobal({
    slug: 'config',
    locale: 'th',
    depth: 0,
    context: seedContext,
  })) as SavedRows;
  for (const locale of locales) {
    if (locale === 'th') continue;
    await payload.updateGlobal({ slug: 'config', locale, data: localizedConfig(locale, saved), context: seedContext });
  }
  return 'created';
}
