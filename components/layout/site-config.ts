import 'server-only';

import type { Locale } from '@/i18n/locales';
import { duringBuildOr, getSiteConfig, type SiteConfig } from '@/lib/content';

/** Used only when the very first build cannot read the CMS: no channels, no outbound links. */
const unavailable: SiteConfig = {
  siteName: 'SabaiSMS',
  companyName: '',
  appDomain: '',
  freeTrialLink: '/Register',
  loginLink: '/login',
  buyNowLink: '/Loading',
  contacts: [],
  emailSubmitForm: null,
  phoneNumber: null,
  lineContact: null,
  address: '',
  bankAccounts: [],
  facebookPageId: null,
  facebookChatEnabled: false,
};

/** The site settings of a locale (see lib/content's duringBuildOr for the fallback rule). */
export function loadSiteConfig(locale: Locale): Promise<SiteConfig> {
  return duringBuildOr(getSiteConfig(locale), unavailable);
}
