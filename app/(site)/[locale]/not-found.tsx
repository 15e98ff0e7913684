import { NotFoundView, notFoundMetadata } from '@/components/page/NotFoundView';

export const metadata = notFoundMetadata;

export default function LocaleNotFound() {
  return <NotFoundView />;
}
