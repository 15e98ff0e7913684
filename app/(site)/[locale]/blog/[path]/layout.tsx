import type { ReactNode } from 'react';

import { routeLocale } from '@/i18n/server';

type Props = { children: ReactNode; params: Promise<{ locale: string; path: string }> };

/**
 * Sets the request locale for this segment's not-found screen too: without it, that screen would
 * ask next-intl for the locale through request headers and turn every article into a dynamic page.
 */
export default async function ArticleLayout({ children, params }: Props) {
  await routeLocale(params.then(({ locale }) => ({ locale })));
  return children;
}
