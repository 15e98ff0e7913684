import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export const generateMetadata = metadataFor('appointment');

export default async function AppointmentPage({ params }: LocaleParams) {
  await routeLocale(params);
  return <PageIntro page="appointment" />;
}
