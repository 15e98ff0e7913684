/**
 * The site's logo where Payload shows its own (admin.components.graphics): the sign-in page and
 * the first-user screen. Staff sign in to SabaiSMS, not to a framework. The admin's pages have no
 * page sprite, so the logo comes from the file sprite.
 */
import { Logo as SiteLogo } from '@/components/icons/Logo';
import { spriteUrl } from '@/components/icons/sprite';
import { SITE_CONFIG_DEFAULTS } from '@/lib/content/site-config';

export function Logo() {
  return <SiteLogo title={SITE_CONFIG_DEFAULTS.siteName} symbol={`${spriteUrl}#logo`} />;
}
