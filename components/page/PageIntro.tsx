import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/components/page/Breadcrumbs';
import type { Locale } from '@/i18n/locales';
import { pageRoutes, type PageKey } from '@/lib/routes';
import type { Crumb } from '@/lib/seo/jsonld';

type Props = {
  page: PageKey;
  /** Pages between home and this one, e.g. services for a service page. */
  parents?: PageKey[];
  /** A page below `page` with no key of its own (a blog category): its crumb and h1 follow page's crumb. */
  sub?: { name: string; path: string; heading: string };
  lead?: string;
  children?: ReactNode;
};

/** The heading band every page opens with: breadcrumbs, its one h1 and an optional lead. */
export async function PageIntro({ page, parents = [], sub, lead, children }: Props) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Pages');
  const tn = await getTranslations('Nav');
  const crumbs: Crumb[] = [
    { name: tn('home'), path: '/' },
    ...parents.map((key) => ({ name: t(`${key}.title`), path: pageRoutes[key] })),
    { name: t(`${page}.title`), path: pageRoutes[page] },
    ...(sub ? [{ name: sub.name, path: sub.path }] : []),
  ];
  return (
    <section className="page-intro">
      <div className="container">
        <Breadcrumbs locale={locale} label={tn('breadcrumb')} crumbs={crumbs} />
        <h1>{sub ? sub.heading : t(`${page}.heading`)}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
