import { metadataFor } from '@/components/page/page-metadata';
import { ServicePage } from '@/components/services/ServicePage';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export const generateMetadata = metadataFor('urlTracking');

export default async function UrlTrackingPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  return <ServicePage service="urlTracking" locale={locale} />;
}
