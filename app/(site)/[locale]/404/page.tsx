import type { Metadata } from 'next';

import { NotFoundView } from '@/components/page/NotFoundView';
import { routeLocale, type LocaleParams } from '@/i18n/server';
import { NOT_FOUND_TITLE } from '@/lib/routes';

export const metadata: Metadata = { title: { absolute: NOT_FOUND_TITLE }, robots: { index: false } };

/** The /404 route of spec §2: the not-found screen as a page of its own. */
export default async function NotFoundPage({ params }: LocaleParams) {
  await routeLocale(params);
  return <NotFoundView />;
}
