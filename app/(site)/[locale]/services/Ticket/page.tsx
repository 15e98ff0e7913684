import { metadataFor } from '@/components/page/page-metadata';
import { ServicePage } from '@/components/services/ServicePage';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export const generateMetadata = metadataFor('ticket');

export default async function TicketPage({ params }: LocaleParams) {
  const locale = await routeLocale(params);
  return <ServicePage service="ticket" locale={locale} />;
}
