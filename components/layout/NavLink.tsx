'use client';

import type { ReactNode } from 'react';

import { SiteLink } from '@/components/navigation/SiteLink';
import { usePathname } from '@/i18n/navigation';

/** A navigation link that marks itself as the current page (active-link highlighting). */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const active = href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <SiteLink href={href} className={className} aria-current={active ? 'page' : undefined}>
      {children}
    </SiteLink>
  );
}
