import type { ReactNode } from 'react';

import { OutboundLink } from '@/components/outbound/OutboundLink';
import type { SiteConfig } from '@/lib/content';
import { signInUrl } from '@/lib/outbound/links';

type AppConfig = Pick<SiteConfig, 'appDomain' | 'freeTrialLink'>;
type LinkProps = { config: AppConfig; className?: string; children: ReactNode };

/** Free trial / register in the customer application, with the visitor's channel. */
export function FreeTrialLink({ config, className, children }: LinkProps) {
  if (!config.appDomain) return null;
  return (
    <OutboundLink
      target={{ kind: 'trial', appDomain: config.appDomain, path: config.freeTrialLink }}
      className={className}
    >
      {children}
    </OutboundLink>
  );
}

/** Sign in to the customer application (no channel, so no client code). */
export function SignInLink({ config, className, children }: LinkProps) {
  if (!config.appDomain) return null;
  return (
    <a href={signInUrl(config.appDomain)} className={className} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/** Buy one package in the customer application. */
export function BuyLink({
  config,
  packageId,
  label,
  className,
  children,
}: LinkProps & { packageId: string; label?: string }) {
  if (!config.appDomain) return null;
  return (
    <OutboundLink target={{ kind: 'buy', appDomain: config.appDomain, packageId }} className={className} label={label}>
      {children}
    </OutboundLink>
  );
}
