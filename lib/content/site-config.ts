/**
 * Site settings, whichever source they come from: the one normaliser (what counts as a usable
 * link, phone number or channel) and the one set of defaults. The CMS mapper and the legacy API
 * mapper only pick each value for one locale and hand it here.
 */
import { isHttpUrl, safeUrl } from '@/lib/content/safe-url';
import { CONTACT_TYPES, type ContactChannel, type SiteConfig } from '@/lib/content/types';

/** What the customer application's paths and the site's name are when staff leave them empty. */
export const SITE_CONFIG_DEFAULTS = {
  siteName: 'SabaiSMS',
  freeTrialLink: '/Register',
  loginLink: '/login',
  buyNowLink: '/Loading',
  lineLabel: 'LINE',
} as const;

type Text = string | null | undefined;

/** A source's values, already resolved to one locale; anything may be missing or unsafe. */
export type SiteConfigInput = {
  siteName?: Text;
  companyName?: Text;
  address?: Text;
  appDomain?: Text;
  freeTrialLink?: Text;
  loginLink?: Text;
  buyNowLink?: Text;
  contacts?: { id?: Text; type?: Text; label?: Text; link?: Text; icon?: Text; isActive: boolean }[];
  emailSubmitForm?: Text;
  phoneNumber?: Text;
  lineContact?: { label?: Text; link?: Text } | null;
  bankAccounts?: { bank?: Text; accountNumber?: Text; accountName?: Text; branch?: Text }[];
  facebookPageId?: Text;
  facebookChatEnabled?: boolean;
};

function channels(entries: NonNullable<SiteConfigInput['contacts']>): ContactChannel[] {
  const out: ContactChannel[] = [];
  for (const [index, entry] of entries.entries()) {
    const link = safeUrl(entry.link);
    if (!entry.isActive || !link) continue;
    const type = CONTACT_TYPES.find((t) => t === entry.type) ?? 'other';
    out.push({ id: entry.id ?? String(index), type, label: entry.label ?? '', link, icon: entry.icon || type });
  }
  return out;
}

export function normalizeSiteConfig(input: SiteConfigInput): SiteConfig {
  const lineLink = safeUrl(input.lineContact?.link);
  const phone = (input.phoneNumber ?? '').replace(/\D/g, '');
  return {
    siteName: input.siteName || SITE_CONFIG_DEFAULTS.siteName,
    companyName: input.companyName ?? '',
    appDomain: isHttpUrl(input.appDomain) ? input.appDomain.trim().replace(/\/+$/, '') : '',
    freeTrialLink: input.freeTrialLink || SITE_CONFIG_DEFAULTS.freeTrialLink,
    loginLink: input.loginLink || SITE_CONFIG_DEFAULTS.loginLink,
    buyNowLink: input.buyNowLink || SITE_CONFIG_DEFAULTS.buyNowLink,
    contacts: channels(input.contacts ?? []),
    emailSubmitForm: input.emailSubmitForm || null,
    phoneNumber: /^\d{9,10}$/.test(phone) ? phone : null,
    lineContact: lineLink
      ? { label: input.lineContact?.label || SITE_CONFIG_DEFAULTS.lineLabel, link: lineLink }
      : null,
    address: input.address ?? '',
    bankAccounts: (input.bankAccounts ?? []).map((account) => ({
      bank: account.bank ?? '',
      accountNumber: account.accountNumber ?? '',
      accountName: account.accountName ?? '',
      branch: account.branch || null,
    })),
    facebookPageId: input.facebookPageId || null,
    facebookChatEnabled: input.facebookChatEnabled === true,
  };
}

/** Used only when the very first build cannot read the content: no channels, no outbound links. */
export const UNAVAILABLE_SITE_CONFIG: SiteConfig = normalizeSiteConfig({});
