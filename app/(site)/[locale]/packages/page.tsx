import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export const generateMetadata = metadataFor('packages');

export default async function PackagesPage({ params }: LocaleParams) {
  await routeLocale(params);
  return <PageIntro page="packages" />;
}
