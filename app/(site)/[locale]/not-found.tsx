import type { Metadata } from 'next';

import { NotFoundView } from '@/components/page/NotFoundView';
import { NOT_FOUND_TITLE } from '@/lib/routes';

export const metadata: Metadata = { title: { absolute: NOT_FOUND_TITLE } };

export default function LocaleNotFound() {
  return <NotFoundView />;
}
