'use client';

import type { ReactNode } from 'react';

import { useBrowserValue } from '@/components/client/browser-value';
import { DEFAULT_CHANNEL, buyUrl, channelFromCookies, freeTrialUrl } from '@/lib/outbound/links';

type Target =
  { kind: 'trial'; appDomain: string; path: string } | { kind: 'buy'; appDomain: string; packageId: string };

const cookieChannel = () => channelFromCookies(document.cookie);

function hrefOf(target: Target, channel: string): string {
  return target.kind === 'trial'
    ? freeTrialUrl(target.appDomain, target.path, channel)
    : buyUrl(target.appDomain, target.packageId, channel);
}

/**
 * A link into the customer application carrying the visitor's channel (spec §7). The prerendered
 * HTML holds the default channel; once the page has settled the `url_tracking` cookie, when present, wins.
 */
export function OutboundLink({
  target,
  className,
  label,
  children,
}: {
  target: Target;
  className?: string;
  /** Accessible name when the visible text is not enough (e.g. "Buy Starter"). */
  label?: string;
  children: ReactNode;
}) {
  const channel = useBrowserValue(cookieChannel, DEFAULT_CHANNEL);
  return (
    <a href={hrefOf(target, channel)} className={className} target="_blank" rel="noopener" aria-label={label}>
      {children}
    </a>
  );
}
