import { metadataFor } from '@/components/page/page-metadata';
import { PageIntro } from '@/components/page/PageIntro';
import { routeLocale, type LocaleParams } from '@/i18n/server';

export const generateMetadata = metadataFor('paymentMethods');

export default async function PaymentMethodsPage({ params }: LocaleParams) {
  await routeLocale(params);
  return <PageIntro page="paymentMethods" />;
}
