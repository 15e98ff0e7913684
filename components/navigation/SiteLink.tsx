import 'server-only';

import { useLocale } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';

import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/i18n/paths';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** The page's path without the language prefix ('/packages', '/contact-us#contact-form'). */
  href: string;
};

/**
 * A link to a page of the site, in the current language: a plain <a>, written by a server component
 * (client components write theirs with usePageLocale and localizedPath). ClientNavigation (mounted
 * once per page) turns its click into a client-side navigation and a pointer resting on it into a
 * prefetch, which next/link does per link: a page's 55-67 links as next/link were as many client
 * components to hydrate, each with its hooks and a ref to attach in the commit, on a phone that
 * hydrates 8 times slower than the bench machine.
 */
export function SiteLink({ href, ...props }: Props) {
  const locale = useLocale() as Locale;
  return <a href={localizedPath(locale, href)} {...props} />;
}
