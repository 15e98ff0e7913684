import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import type { Locale } from '@/i18n/locales';
import type { Crumb } from '@/lib/seo/jsonld';

type Props = {
  /** The pages from home (added here) to this one, this one last. */
  trail: Crumb[];
  heading: string;
  lead?: string;
  children?: ReactNode;
};

/** The heading band every page opens with: breadcrumbs, its one h1 and an optional lead. */
export async function PageIntro({ trail, heading, lead, children }: Props) {
  const locale = (await getLocale()) as Locale;
  const tn = await getTranslations('Nav');
  const crumbs: Crumb[] = [{ name: tn('home'), path: '/' }, ...trail];
  return (
    <section className="page-intro">
      <div className="container">
        <Breadcrumbs locale={locale} label={tn('breadcrumb')} crumbs={crumbs} />
        <h1>{heading}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
