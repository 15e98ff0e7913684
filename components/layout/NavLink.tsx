'use client';

import type { ReactNode } from 'react';

import { usePageLocale, usePagePath } from '@/components/navigation/use-page-path';
import { localizedPath } from '@/i18n/paths';

/**
 * A navigation link that marks itself as the current page (active-link highlighting). The anchor is
 * written here rather than through SiteLink: one component per menu entry to hydrate, not two.
 */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePagePath();
  const locale = usePageLocale();
  const active = href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <a href={localizedPath(locale, href)} className={className} aria-current={active ? 'page' : undefined}>
      {children}
    </a>
  );
}
