'use client';

import type { ReactNode } from 'react';

import { useIntentPrefetch } from '@/components/navigation/prefetch-policy';
import { Link, usePathname } from '@/i18n/navigation';

/** A navigation link that marks itself as the current page (active-link highlighting). */
export function NavLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const intent = useIntentPrefetch(undefined, {});
  const active = href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link href={href} className={className} aria-current={active ? 'page' : undefined} {...intent}>
      {children}
    </Link>
  );
}
